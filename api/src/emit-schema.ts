import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile } from './shared/print-schema';
import { buildAppSchema } from './schema';

/** Writes the root schema.graphql from the resolvers; `npm run schema`. */
async function main(): Promise<void> {
  const schema = await buildAppSchema();
  const target = path.resolve(__dirname, '..', '..', 'schema.graphql');
  fs.writeFileSync(target, printSchemaFile(schema));
  console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
