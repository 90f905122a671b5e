import { createDataSource } from '../src/shared/db/data-source';

describe('migrations', () => {
  it('build exactly the schema the entities describe (a change to an entity needs a migration)', async () => {
    const db = createDataSource({ url: process.env.DATABASE_URL!, poolSize: 1 });
    await db.initialize();
    try {
      expect(await db.showMigrations()).toBe(false);
      const pending = await db.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
