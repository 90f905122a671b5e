import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addLanguageColumns, dropLanguageColumns, type LanguageColumn } from './language-columns';

/**
 * The emergency numbers and the teacher finder in Hindi as well as Bengali: who answers, a
 * teacher's name, subjects (one for each English subject, in the same order) and degrees. Each
 * may be left empty, and the English is shown then; an area is a place, said from the catalog.
 */
const COLUMNS: LanguageColumn[] = [
  ['emergency_contact', 'name_hi'],
  ['teacher', 'name_hi'],
  ['teacher', 'subjects_hi', 'text[]'],
  ['teacher', 'qualifications_hi'],
];

export class DirectoryLanguages1763743500000 implements MigrationInterface {
  name = 'DirectoryLanguages1763743500000';

  async up(q: QueryRunner): Promise<void> {
    await addLanguageColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropLanguageColumns(q, COLUMNS);
  }
}
