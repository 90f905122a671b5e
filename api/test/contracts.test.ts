import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildAppSchema } from '../src/schema';
import { printSchemaFile } from '../src/shared/print-schema';

const ROOT = path.resolve(__dirname, '..', '..');

describe('contracts between the API and the web app', () => {
  it('schema.graphql is what the code emits (run `npm run schema`)', async () => {
    const emitted = printSchemaFile(await buildAppSchema());
    const committed = fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(emitted);
  });

  it('web/src/generated and api/test/generated are what codegen makes of schema.graphql and the documents (run `npm run codegen`)', async () => {
    // Codegen's CLI is ESM inside; it runs in its own process, outside Jest's module sandbox.
    const outputs: Array<{ filename: string; content: string }> = JSON.parse(
      execFileSync(process.execPath, ['scripts/codegen-outputs.cjs'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
    );
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      const onDisk = path.join(ROOT, filename);
      expect(fs.existsSync(onDisk) ? fs.readFileSync(onDisk, 'utf8') : `(missing ${filename})`).toBe(content);
    }
    // Nothing else in the generated folders: a file codegen no longer writes is gone.
    const generatedDirs = [path.join(ROOT, 'web', 'src', 'generated'), path.join(ROOT, 'api', 'test', 'generated')];
    const expected = outputs.map((o) => path.resolve(ROOT, o.filename)).sort();
    const present = generatedDirs.flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f))).sort();
    expect(present).toEqual(expected);
  });
});
