// A released migration is never edited: a database that already ran it would never see the change.
// api/src/migrations/released.json holds the SHA-256 of every migration file (and the helpers they
// import) as committed. This check fails when a file differs from its hash or has none.
//   node scripts/check-migrations.mjs         check
//   node scripts/check-migrations.mjs --add   record the hash of each new file (never of a changed one)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'api', 'src', 'migrations');
const manifestPath = path.join(folder, 'released.json');
// index.ts only lists the migrations: it grows with each new one.
const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .sort();
const released = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
const hashOf = (name) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(folder, name)))
    .digest('hex');

const problems = [];
let added = 0;
for (const name of files) {
  const hash = hashOf(name);
  if (!(name in released)) {
    if (process.argv.includes('--add')) {
      released[name] = hash;
      added += 1;
    } else problems.push(`${name} is not in released.json: run \`npm run check:migrations -- --add\` as you commit it`);
  } else if (released[name] !== hash) {
    problems.push(`${name} was edited after its release: put the change in a new migration instead`);
  }
}
for (const name of Object.keys(released)) {
  if (!files.includes(name)) problems.push(`${name} was released and is gone: a released migration stays`);
}

if (added > 0) {
  const sorted = Object.fromEntries(Object.entries(released).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`recorded ${added} new migration file(s) in released.json`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`migrations: ${problem}`);
  process.exit(1);
}
console.log(`migrations: ${files.length} files as released`);
