import type { DataSource } from 'typeorm';

/**
 * How many SQL statements the app sends while `run` goes on: TypeORM reports every one to its
 * logger, so the logger's logQuery is counted (and still called) for the duration.
 */
export async function countStatements(db: DataSource, run: () => Promise<unknown>): Promise<number> {
  const logger = db.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args) => {
    count += 1;
    return original(...args);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return count;
}
