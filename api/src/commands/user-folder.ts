import fs from 'node:fs';
import path from 'node:path';

/**
 * npm runs a workspace's script inside the workspace (api/), but a person who types
 * `npm run backup -- --out ./copies` from the repository means paths from there: relative paths
 * (DATA_DIR=.data, UPLOAD_DIR, --out, a backup file) are read from where npm was run, INIT_CWD.
 */
export function runFromUserFolder(): void {
  const from = process.env.INIT_CWD;
  if (from) process.chdir(from);
}

/**
 * The repository's own folder: the nearest folder above this file whose package.json lists the
 * workspaces. `npm start` runs the app there, so its DATA_DIR=.data is that folder's .data.
 */
export function repositoryRoot(start = __dirname): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const { workspaces } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (Array.isArray(workspaces)) return dir;
      } catch {
        // Not a readable manifest: keep looking above.
      }
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/**
 * For commands that must reach the very data the app uses (admin:create): relative paths
 * (DATA_DIR, UPLOAD_DIR) are read from the repository's folder, where `npm start` runs the app,
 * wherever in the repository npm was typed.
 */
export function runFromRepositoryRoot(): void {
  process.chdir(repositoryRoot());
}
