import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { SessionClient, SIGN_IN_ADMIN } from './support/session-client';

const API_DIR = path.resolve(__dirname, '..');
const REPOSITORY = path.resolve(API_DIR, '..');
const ADMIN = { email: 'office@haat.test', password: 'a long office passphrase' };

/** `npm run admin:create` as npm runs it: inside api/, the embedded database, no DATABASE_URL. */
function adminCreate(env: NodeJS.ProcessEnv, email = ADMIN.email): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.INIT_CWD;
  const child = spawn(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      'src/commands/create-admin.ts',
      '--email',
      email,
      '--password',
      ADMIN.password,
      '--name',
      'Office',
    ],
    { cwd: API_DIR, env: childEnv },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run admin:create', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-admin-create-'));
  let app: ApiProcess | undefined;

  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes an admin in the data the app then runs on, who signs in; a running app keeps the folder and the command says what to do', async () => {
    // DATA_DIR as a path from the repository's folder, where `npm start` runs the app, though npm runs the command in api/.
    const made = await adminCreate({ DATA_DIR: path.relative(REPOSITORY, dataDir) });
    expect(made.output).toContain(`Admin ${ADMIN.email} created in the data folder ${fs.realpathSync(dataDir)}`);
    expect(made.code).toBe(0);
    expect(fs.existsSync(path.join(API_DIR, path.relative(REPOSITORY, dataDir)))).toBe(false);

    app = await startApiProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir });
    const office = new SessionClient(app.graphqlUrl);
    const signIn = await office.authenticate(SIGN_IN_ADMIN, ADMIN);
    expect(signIn.body.errors).toBeUndefined();
    expect(office.accessToken).toEqual(expect.any(String));

    const refused = await adminCreate({ DATA_DIR: dataDir }, 'second@haat.test');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('in use by the running Haat app');
    expect(refused.output).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(refused.output).not.toContain('created in');
  }, 180_000);
});
