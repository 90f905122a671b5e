/**
 * Run as its own process (PGlite cannot load inside Jest): an in-memory embedded database, four
 * connections writing rows large enough that their messages arrive in several reads, and a fifth
 * taking REPEATABLE READ snapshots as `npm run backup` does, for a few seconds. Prints what went
 * wrong as one JSON line.
 */
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/shared/db/embedded-postgres';

const SECONDS = Number(process.argv[2] ?? 5);

async function main(): Promise<void> {
  const embedded = await startEmbeddedPostgres({ maxConnections: 5 });
  const connect = async () => {
    const client = new Client({ connectionString: embedded.url });
    // A dropped request surfaces as an error event as well as a rejected query: counted once, below.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  const setup = await connect();
  await setup.query('CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL)');
  await setup.end();

  const problems: string[] = [];
  let stopped = false;
  let snapshots = 0;
  const writers = [0, 1, 2, 3].map(async (i) => {
    const client = await connect();
    const body = i % 2 ? 'x'.repeat(200_000) : 'short';
    while (!stopped) {
      try {
        await client.query('START TRANSACTION');
        await client.query('INSERT INTO note (body) VALUES ($1)', [body]);
        await client.query('COMMIT');
        await client.query('UPDATE note SET body = $1 WHERE id = $2', [body, 1]);
      } catch (error) {
        problems.push(`writer: ${(error as Error).message}`);
        await client.query('ROLLBACK').catch(() => undefined);
      }
    }
    await client.end();
  });
  const reader = await connect();
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    try {
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await reader.query('SELECT count(*) FROM note');
      await reader.query('COMMIT');
      snapshots += 1;
    } catch (error) {
      problems.push(`reader: ${(error as Error).message}`);
      await reader.query('ROLLBACK').catch(() => undefined);
    }
  }
  stopped = true;
  await Promise.all(writers);
  await reader.end();
  await embedded.stop();
  console.log(JSON.stringify({ snapshots, problems: [...new Set(problems)], count: problems.length }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
