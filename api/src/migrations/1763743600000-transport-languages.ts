import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addLanguageColumns, dropLanguageColumns, type LanguageColumn } from './language-columns';

/**
 * The transport pages in the reader's language: a toto stand's landmark, a car's model and a
 * bus's name in Bengali, and Hindi beside every Bengali one there (a stand, a driver, a route, a
 * stop). Each may be left empty, and the English is shown then; places are said from the catalog.
 */
const COLUMNS: LanguageColumn[] = [
  ['toto_stand', 'name_hi'],
  ['toto_stand', 'landmark_bn'],
  ['toto_stand', 'landmark_hi'],
  ['toto_driver', 'name_hi'],
  ['car', 'driver_name_hi'],
  ['car', 'model_bn'],
  ['car', 'model_hi'],
  ['bus_route', 'name_hi'],
  ['bus_trip', 'bus_name_bn'],
  ['bus_trip', 'bus_name_hi'],
  ['bus_stop_time', 'stop_name_hi'],
];

export class TransportLanguages1763743600000 implements MigrationInterface {
  name = 'TransportLanguages1763743600000';

  async up(q: QueryRunner): Promise<void> {
    await addLanguageColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropLanguageColumns(q, COLUMNS);
  }
}
