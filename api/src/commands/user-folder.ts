/**
 * npm runs a workspace's script inside the workspace (api/), but a person who types
 * `npm run backup -- --out ./copies` from the repository means paths from there: relative paths
 * (DATA_DIR=.data, UPLOAD_DIR, --out, a backup file) are read from where npm was run, INIT_CWD.
 */
export function runFromUserFolder(): void {
  const from = process.env.INIT_CWD;
  if (from) process.chdir(from);
}
