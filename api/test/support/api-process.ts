import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_JWT_SECRET } from './test-server';

export interface ApiProcess {
  port: number;
  graphqlUrl: string;
  child: ChildProcess;
  /** What the process printed, for a failure's message. */
  output(): string;
  /** SIGTERM, and wait for it to go. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as when the machine loses power. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

async function ready(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
}

function spawnApi(env: NodeJS.ProcessEnv, port: number): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/**
 * The API started as `npm start` starts it (src/main.ts, its own process) on the test database,
 * with `env` on top; resolves once it answers /readyz.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv = {}, port?: number): Promise<ApiProcess> {
  const chosen = port ?? (await freePort());
  const child = spawnApi(env, chosen);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const until = Date.now() + 60_000;
  while (!(await ready(chosen))) {
    if (child.exitCode !== null || Date.now() > until) {
      await end('SIGKILL');
      throw new Error(`the API process did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port: chosen,
    graphqlUrl: `http://127.0.0.1:${chosen}/graphql`,
    child,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** The API started as startApiProcess starts it, for a start that should fail: its exit code and output. */
export async function runApiUntilExit(
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnApi(env, await freePort());
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}
