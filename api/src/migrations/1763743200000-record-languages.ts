import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bengali beside the English on every text a customer reads (and Hindi on the pages and slides,
 * which admins write once and everyone reads): each may be left empty, and the English is shown
 * then. An order line keeps the Bengali name the customer saw, as it keeps the English.
 */
const COLUMNS: Array<[table: string, column: string, type?: string]> = [
  ['page', 'title_hi'],
  ['page', 'body_hi'],
  ['home_banner', 'title_hi'],
  ['home_banner', 'subtitle_hi'],
  ['feed_post', 'body_bn'],
  ['lab_test', 'sample_bn'],
  ['lab_test', 'preparation_bn'],
  ['lab_test', 'report_time_bn'],
  ['teacher', 'subjects_bn', 'text[]'],
  ['teacher', 'qualifications_bn'],
  ['service_provider', 'description_bn'],
  ['bus_route', 'from_place_bn'],
  ['bus_route', 'to_place_bn'],
  ['bus_route', 'via_bn'],
  ['medical_place', 'address_bn'],
  ['medical_place', 'services_bn'],
  ['emergency_contact', 'area_bn'],
  ['gallery_album', 'description_bn'],
  ['order_line', 'name_bn'],
];

export class RecordLanguages1763743200000 implements MigrationInterface {
  name = 'RecordLanguages1763743200000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column, type = 'text'] of COLUMNS)
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${type}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of [...COLUMNS].reverse())
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
  }
}
