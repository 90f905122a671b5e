import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addLanguageColumns, dropLanguageColumns, type LanguageColumn } from './language-columns';

/**
 * The medical pages in the reader's language: a doctor's degrees and chamber in Bengali, and a
 * Hindi form beside every Bengali one a customer reads there (a specialty, a doctor, a lab test,
 * a hospital). Each may be left empty, and the English is shown then.
 */
const COLUMNS: LanguageColumn[] = [
  ['specialty', 'name_hi'],
  ['doctor', 'name_hi'],
  ['doctor', 'qualifications_bn'],
  ['doctor', 'qualifications_hi'],
  ['doctor', 'chamber_name_bn'],
  ['doctor', 'chamber_name_hi'],
  ['doctor', 'chamber_address_bn'],
  ['doctor', 'chamber_address_hi'],
  ['lab_test', 'name_hi'],
  ['lab_test', 'sample_hi'],
  ['lab_test', 'preparation_hi'],
  ['lab_test', 'report_time_hi'],
  ['medical_place', 'name_hi'],
  ['medical_place', 'address_hi'],
  ['medical_place', 'services_hi'],
];

export class MedicalLanguages1763743400000 implements MigrationInterface {
  name = 'MedicalLanguages1763743400000';

  async up(q: QueryRunner): Promise<void> {
    await addLanguageColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropLanguageColumns(q, COLUMNS);
  }
}
