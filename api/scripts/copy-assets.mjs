// The built API reads the demo village's pictures beside its own code (dist/seed/assets), so a
// deploy that ships only api/dist still serves them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(api, 'src', 'seed', 'assets');
const to = path.join(api, 'dist', 'seed', 'assets');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
