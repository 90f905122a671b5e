import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Client } from 'pg';
import type { BackupManifest } from '../src/commands/backup/manifest';
import { startApiProcess } from './support/api-process';
import { seededServer, signInAdmin, PLACE_CART } from './support/flows';
import { createFreshDatabase, type FreshDatabase } from './support/fresh-database';
import { SHOP_A, SHOP_B } from './support/people';
import { postGraphQL, type TestServer } from './support/test-server';
import { addGroceryProducts } from './support/products';

// `npm run backup` taken from the running API while customers check out, then `npm run restore`
// into an empty database and an empty embedded data folder, each served by the app again: every
// order committed before the backup began is found there whole, with the uploaded pictures.

jest.setTimeout(180_000);

const API_DIR = path.resolve(__dirname, '..');
const TRACK = `query Track($input: TrackOrderInput!) {
  trackOrder(input: $input) { code status totalPaise itemCount customerName lines { position productId name quantity unitPricePaise totalPaise } }
}`;
const INITIAL_STOCK = 100_000;
// The global setup points DATABASE_URL at this run's database; the server itself is this one.
const serverUrl = process.env.HAAT_SERVER_DATABASE_URL || undefined;

let server: TestServer;
let products: string[];
let pictures: string[];
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-backup-test-'));
const made: FreshDatabase[] = [];

beforeAll(async () => {
  server = await seededServer({ poolSize: 4 });
  products = [...(await addProducts(SHOP_A, 3)), ...(await addProducts(SHOP_B, 3))];
  // Two pictures uploaded as an admin does, so the uploads folder has something to keep.
  const admin = await signInAdmin(server);
  pictures = [];
  for (const productId of products.slice(0, 2)) {
    const body = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const response = await fetch(`${server.url}/uploads/products/${productId}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${admin.accessToken}` },
      body,
    });
    expect(response.status).toBe(201);
    const [{ image }] = await server.db.query('SELECT image FROM product WHERE id = $1', [productId]);
    pictures.push(image);
  }
});
afterAll(async () => {
  await server.close();
  for (const database of made) await database.drop();
  fs.rmSync(temp, { recursive: true, force: true });
});

const addProducts = (vendorId: string, count: number): Promise<string[]> =>
  addGroceryProducts(server.db, vendorId, count, {
    name: 'Backup-test rice',
    pricePaise: 5500,
    priceStep: 1,
    stock: INITIAL_STOCK,
  });

/** A command of api/src/commands run as `npm run <name>` runs it; its exit code and what it printed. */
function runCommand(
  name: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', `src/commands/${name}.ts`, ...args], {
      cwd: API_DIR,
      env: { ...process.env, INIT_CWD: temp, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Placed {
  key: string;
  trackingToken: string;
  codes: string[];
}

/** Checkouts of one- and two-shop carts from a few customers at once, until stopped. */
function checkoutsUntilStopped() {
  const placed: Placed[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loops = Array.from({ length: 3 }, async (_, client) => {
    for (let n = 0; !stopped; n += 1) {
      const shops = n % 2 === 0 ? 1 : 2;
      const lines = [{ productId: products[(client + n) % 3], quantity: 1 + (n % 3) }];
      if (shops === 2) lines.push({ productId: products[3 + ((client + n) % 3)], quantity: 1 });
      const key = `backup-${shops}-${randomUUID()}`;
      const { body } = await postGraphQL(server.graphqlUrl, PLACE_CART, {
        input: {
          idempotencyKey: key,
          customer: { name: 'Mita Pal', phone: '9734055555', address: 'Kalna road' },
          lines,
        },
      });
      const answer = body.data?.placeOrder;
      if (answer?.__typename === 'OrderPlaced')
        placed.push({
          key,
          trackingToken: answer.trackingToken,
          codes: answer.orders.map((o: { code: string }) => o.code),
        });
      else failures.push(JSON.stringify(body).slice(0, 300));
    }
  });
  return {
    placed,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function track(graphqlUrl: string, orders: Placed[]): Promise<unknown[]> {
  const answers = [];
  for (const { trackingToken, codes } of orders) {
    for (const code of codes) {
      const { body } = await postGraphQL<{ trackOrder: unknown }>(graphqlUrl, TRACK, {
        input: { code, trackingToken },
      });
      answers.push(body.data?.trackOrder ?? body.errors);
    }
  }
  return answers;
}

/** What a restored database must hold whole: each checkout has all its shops' orders, each order its lines and the right total, stock what they took. */
async function expectWhole(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: checkouts } = await client.query(
      `SELECT c.idempotency_key AS key, count(DISTINCT o.id)::int AS orders, count(l.id)::int AS lines
         FROM checkout c LEFT JOIN customer_order o ON o.checkout_id = c.id LEFT JOIN order_line l ON l.order_id = o.id
        WHERE c.idempotency_key LIKE 'backup-%' GROUP BY c.id`,
    );
    for (const checkout of checkouts) {
      const shops = Number(checkout.key.split('-')[1]);
      expect([checkout.orders, checkout.lines]).toEqual([shops, shops]);
    }
    const { rows: wrong } = await client.query(
      `SELECT o.code FROM customer_order o WHERE o.total_paise IS DISTINCT FROM (SELECT sum(l.total_paise) FROM order_line l WHERE l.order_id = o.id)`,
    );
    expect(wrong).toEqual([]);
    const { rows: stock } = await client.query(
      `SELECT p.stock, COALESCE(sum(l.quantity), 0)::int AS taken FROM product p LEFT JOIN order_line l ON l.product_id = p.id
        WHERE p.id = ANY($1::uuid[]) GROUP BY p.id`,
      [products],
    );
    for (const row of stock) expect(row.stock).toBe(INITIAL_STOCK - row.taken);
    return checkouts.length;
  } finally {
    await client.end();
  }
}

/** Each uploaded picture is served by the app at `url`, and its file is the one uploaded. */
async function expectPictures(url: string, uploadDir: string): Promise<void> {
  for (const picture of pictures) {
    const original = fs.readFileSync(path.join(server.services.settings.uploadDir, 'products', picture));
    expect(fs.readFileSync(path.join(uploadDir, 'products', picture)).equals(original)).toBe(true);
    const response = await fetch(`${url}/images/320/${picture.replace(/\.\w+$/, '')}.webp`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
  }
}

/** An empty restore target: a new database on the server, or (with no server) an empty data folder. */
async function emptyTarget(name: string): Promise<{ env: NodeJS.ProcessEnv; uploadDir: string; url?: string }> {
  const uploadDir = path.join(temp, `${name}-uploads`);
  if (!serverUrl)
    return { env: { DATABASE_URL: '', DATA_DIR: path.join(temp, name), UPLOAD_DIR: uploadDir }, uploadDir };
  const database = await createFreshDatabase(serverUrl, 'haat_restore');
  made.push(database);
  return { env: { DATABASE_URL: database.url, UPLOAD_DIR: uploadDir }, uploadDir, url: database.url };
}

const sourceEnv = () => ({ DATABASE_URL: process.env.DATABASE_URL, UPLOAD_DIR: server.services.settings.uploadDir });
let backupFile: string;
let committedBefore: Placed[];

describe('npm run backup, then npm run restore', () => {
  it('copies the running API under load; the copy restored and served has every order committed before it began', async () => {
    const load = checkoutsUntilStopped();
    while (load.placed.length < 15) await new Promise((r) => setTimeout(r, 20));
    // Everything confirmed to a customer by now was committed before the backup began.
    committedBefore = [...load.placed];
    const backup = await runCommand('backup', ['--out', 'copies'], sourceEnv());
    const during = load.placed.length - committedBefore.length;
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(backup).toEqual({ code: 0, output: expect.stringContaining('Backup written: ') });
    // --out is read from where npm was run (INIT_CWD), and the name says when.
    const [name] = fs.readdirSync(path.join(temp, 'copies'));
    expect(name).toMatch(/^haat-backup-\d{4}-\d\d-\d\dT\d{4}\.tar\.gz$/);
    backupFile = path.join(temp, 'copies', name);
    process.stdout.write(
      `backup figures: ${committedBefore.length} checkouts before it began, ${during} while it ran, ${fs.statSync(backupFile).size} bytes\n`,
    );

    const target = await emptyTarget('restored');
    const restore = await runCommand('restore', [backupFile], target.env);
    expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored ') });
    if (target.url) expect(await expectWhole(target.url)).toBeGreaterThanOrEqual(committedBefore.length);

    const restored = await startApiProcess({ ...target.env, OUTBOX_WORKER: 'false' });
    try {
      expect(await track(restored.graphqlUrl, committedBefore)).toEqual(
        await track(server.graphqlUrl, committedBefore),
      );
      await expectPictures(`http://127.0.0.1:${restored.port}`, target.uploadDir);
    } finally {
      await restored.stop();
    }
  });

  it('restores into an empty embedded data folder, whose running app is backed up in turn through its own socket', async () => {
    const dataDir = path.join(temp, 'embedded');
    const embedded = { DATABASE_URL: '', DATA_DIR: dataDir, UPLOAD_DIR: '' };
    expect(await runCommand('restore', [backupFile], embedded)).toEqual({
      code: 0,
      output: expect.stringContaining(`into the embedded database in ${dataDir}`),
    });

    const app = await startApiProcess({ ...embedded, OUTBOX_WORKER: 'false' });
    try {
      expect(await track(app.graphqlUrl, committedBefore)).toEqual(await track(server.graphqlUrl, committedBefore));
      await expectPictures(`http://127.0.0.1:${app.port}`, path.join(dataDir, 'uploads'));
      // The app has the folder: the backup reaches its database through the socket it serves.
      const again = await runCommand('backup', ['--out', path.join(temp, 'again.tar.gz')], embedded);
      expect(again).toEqual({
        code: 0,
        output: expect.stringContaining(`through the running Haat (pid ${app.child.pid})`),
      });
    } finally {
      await app.stop();
    }
    const rows = (file: string) => {
      const manifest = readManifest(file);
      return Object.fromEntries(
        manifest.database.tables.filter((t) => /order|checkout/.test(t.name)).map((t) => [t.name, t.rows]),
      );
    };
    expect(rows(path.join(temp, 'again.tar.gz'))).toEqual(rows(backupFile));
  });

  it('refuses a target that holds anything, without --force, and writes nothing', async () => {
    const counts = async () =>
      (
        await server.db.query(
          `SELECT (SELECT count(*)::int FROM checkout) AS checkouts, (SELECT count(*)::int FROM product) AS products`,
        )
      )[0];
    const uploads = () => fs.readdirSync(path.join(server.services.settings.uploadDir, 'products')).sort();
    const [before, filesBefore] = [await counts(), uploads()];
    // An empty database, but uploads already in the folder: refused too.
    const target = await emptyTarget('with-uploads');
    fs.mkdirSync(path.join(target.uploadDir, 'products'), { recursive: true });
    fs.writeFileSync(path.join(target.uploadDir, 'products', 'p-already-here.jpg'), 'x');
    const [refused, alsoRefused] = await Promise.all([
      runCommand('restore', [backupFile], sourceEnv()),
      runCommand('restore', [backupFile], target.env),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /The database at .* is not empty \(it has \d+ tables\): nothing was restored\.\n.*add --force/,
    );
    expect([await counts(), uploads()]).toEqual([before, filesBefore]);
    expect([alsoRefused.code, alsoRefused.output]).toEqual([
      1,
      expect.stringContaining(`The uploads folder ${target.uploadDir} is not empty`),
    ]);
    if (target.url) expect(await tableCount(target.url)).toBe(0);

    // With --force it is replaced by the backup, the folder's other files with it.
    expect((await runCommand('restore', [backupFile, '--force'], target.env)).code).toBe(0);
    expect(fs.readdirSync(path.join(target.uploadDir, 'products')).sort()).toEqual([...pictures].sort());
  });

  it('refuses a file cut short or damaged, with a clear message, and writes nothing', async () => {
    const whole = fs.readFileSync(backupFile);
    const cut = path.join(temp, 'cut.tar.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const damaged = path.join(temp, 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(whole.length / 2)] ^= 0x5a;
    fs.writeFileSync(damaged, flipped);
    const notOne = path.join(temp, 'notes.tar.gz');
    fs.writeFileSync(notOne, 'shopping list: rice, dal, oil');

    const target = await emptyTarget('from-bad-files');
    const answers = await Promise.all([cut, damaged, notOne].map((file) => runCommand('restore', [file], target.env)));
    for (const [i, file] of [cut, damaged, notOne].entries()) {
      const { code, output } = answers[i];
      expect(code).toBe(1);
      expect(output).toContain(`${file} is damaged or incomplete (`);
      expect(output).toContain('it cannot be restored. Use another copy.');
      expect(output).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(target.uploadDir)).toBe(false);
    if (target.url) expect(await tableCount(target.url)).toBe(0);
    else expect(fs.existsSync(target.env.DATA_DIR!)).toBe(false);
  });
});

function readManifest(file: string): BackupManifest {
  // The manifest is the archive's first entry; tar(1) reads it the way an operator would.
  const text = execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' });
  return JSON.parse(text) as BackupManifest;
}

async function tableCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n;
  } finally {
    await client.end();
  }
}
