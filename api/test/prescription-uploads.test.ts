import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepUnclaimedPrescriptions } from '../src/modules/orders/prescription-sweeper';
import { runSeed } from '../src/seed/seed';
import { UserRole } from '../src/modules/identity/user-role';
import { stableId } from '../src/seed/stable-id';
import { signInAs } from './support/flows';
import { makeStaff } from './support/people';
import { noisyPng, photo } from './support/photos';
import { operationText, silentLog, startTestServer, type TestServer } from './support/test-server';
import { graphql } from './generated';

/**
 * Prescription photos come from anyone, signed in or not: each counts as an anonymous write of
 * the address, its bytes against the address's hour, what waits unclaimed has a ceiling, photos
 * no order claims are deleted after a day, and a full disk is refused plainly.
 */
const PHARMACY = stableId('vendor', 'janata-medical-hall');
const PLACE_LIST = graphql(`
  mutation PrescriptionUploadsPlaceList($input: ListOrderInput!) {
    placeListOrder(input: $input) {
      checkoutCode
    }
  }
`);

let server: TestServer;
let jpeg: Buffer;
const limits = { bytesPerAddressPerHour: 0, unclaimedBytes: 0 };

let addressSeq = 1;
const anotherAddress = () => `10.5.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

async function upload(from: string, body = jpeg, target = server, type = 'image/jpeg') {
  const response = await fetch(`${target.url}/uploads/prescriptions`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': from },
    body,
  });
  const answer = (await response.json()) as { file?: string; errors?: Array<{ extensions: Record<string, unknown> }> };
  return { status: response.status, file: answer.file, extensions: answer.errors?.[0].extensions };
}

async function orderWith(file: string | null, from: string, target = server) {
  const response = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({
      query: operationText(PLACE_LIST),
      variables: {
        input: {
          idempotencyKey: randomUUID(),
          customer: { name: 'Rina Das', phone: `9${String(Date.now()).slice(-9)}`, address: 'Supur' },
          section: 'PHARMACY',
          vendorId: PHARMACY,
          lines: file ? [] : ['Paracetamol 500 mg, 10 tablets'],
          prescriptionFile: file,
        },
      },
    }),
  });
  return (await response.json()) as {
    data?: { placeListOrder: { checkoutCode: string } };
    errors?: Array<{ extensions: Record<string, unknown> }>;
  };
}

beforeAll(async () => {
  jpeg = await photo('jpeg', 256);
  server = await startTestServer({
    trustProxy: 1,
    writeLimits: { perPhone: 100, perAddress: 4 },
    services: (defaults) => ({ settings: { ...defaults.settings, prescriptionLimits: limits } }),
  });
  await runSeed(server.db, silentLog);
});
afterAll(() => server.close());
beforeEach(async () => {
  Object.assign(limits, { bytesPerAddressPerHour: 1e9, unclaimedBytes: 1e12 });
  await server.db.query('DELETE FROM sign_in_throttle');
});

it("counts each photo as one of the address's anonymous writes, with the order it goes with", async () => {
  const from = anotherAddress();
  const first = await upload(from);
  expect(first.status).toBe(201);
  expect((await orderWith(first.file!, from)).errors).toBeUndefined();
  expect((await upload(from)).status).toBe(201);
  expect((await upload(from)).status).toBe(201);
  const fifth = await upload(from);
  expect(fifth).toMatchObject({ status: 429, extensions: { code: 'TOO_MANY_REQUESTS' } });
  expect((await orderWith(null, from)).errors![0].extensions.code).toBe('TOO_MANY_REQUESTS');
});

it("refuses photos past the address's bytes for the hour, and keeps none of them", async () => {
  limits.bytesPerAddressPerHour = jpeg.length * 2;
  const from = anotherAddress();
  expect((await upload(from)).status).toBe(201);
  expect((await upload(from)).status).toBe(201);
  const [{ before }] = await server.db.query<Array<{ before: number }>>(
    'SELECT count(*)::int AS before FROM prescription_upload',
  );
  expect(await upload(from)).toMatchObject({ status: 429, extensions: { code: 'TOO_MANY_REQUESTS' } });
  const [{ after }] = await server.db.query<Array<{ after: number }>>(
    'SELECT count(*)::int AS after FROM prescription_upload',
  );
  expect(after).toBe(before);
  // A smaller photo from another address is not held back.
  expect((await upload(anotherAddress())).status).toBe(201);
});

it('refuses photos while too many wait unclaimed in all, and takes them again once an order claims one', async () => {
  await sweepUnclaimedPrescriptions(server.db, server.services.settings.uploadDir, Date.now() + 2 * 24 * 3600_000);
  limits.unclaimedBytes = jpeg.length * 2;
  const a = await upload(anotherAddress());
  expect((await upload(anotherAddress())).status).toBe(201);
  const from = anotherAddress();
  expect(await upload(from)).toMatchObject({
    status: 503,
    extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'uploadsBusy' },
  });
  // The refusal cost the address nothing: it may still send all four of its writes.
  expect((await orderWith(a.file!, from)).errors).toBeUndefined();
  expect((await upload(from)).status).toBe(201);
});

it('deletes the photos no order claimed within a day, rows and files, and keeps the claimed ones', async () => {
  const dir = path.join(server.services.settings.uploadDir, 'prescriptions');
  const claimed = await upload(anotherAddress());
  const unclaimed = await upload(anotherAddress());
  expect((await orderWith(claimed.file!, anotherAddress())).errors).toBeUndefined();
  // A photo saved whose request then failed: a file with no row.
  const stray = `${randomUUID()}.jpg`;
  fs.writeFileSync(path.join(dir, stray), jpeg);
  const yesterday = new Date(Date.now() - 25 * 3600_000);
  fs.utimesSync(path.join(dir, stray), yesterday, yesterday);

  expect(await sweepUnclaimedPrescriptions(server.db, server.services.settings.uploadDir, Date.now() + 3600_000)).toBe(
    1,
  );
  expect(fs.existsSync(path.join(dir, stray))).toBe(false);
  expect(fs.existsSync(path.join(dir, unclaimed.file!))).toBe(true);

  await sweepUnclaimedPrescriptions(server.db, server.services.settings.uploadDir, Date.now() + 25 * 3600_000);
  expect(fs.existsSync(path.join(dir, unclaimed.file!))).toBe(false);
  expect(fs.existsSync(path.join(dir, claimed.file!))).toBe(true);
  expect(
    await server.db.query('SELECT file FROM prescription_upload WHERE file = ANY($1)', [
      [claimed.file, unclaimed.file],
    ]),
  ).toEqual([{ file: claimed.file }]);
});

it('serves the photo to its pharmacy when the upload folder is the default one, under .data', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-default-folder-'));
  const underData = await startTestServer({
    services: (defaults) => ({ settings: { ...defaults.settings, uploadDir: path.join(dataDir, '.data', 'uploads') } }),
  });
  try {
    const { file } = await upload(anotherAddress(), jpeg, underData);
    expect((await orderWith(file!, anotherAddress(), underData)).errors).toBeUndefined();
    const pharmacist = await makeStaff(underData.db, UserRole.VENDOR, PHARMACY);
    const session = await signInAs(underData, pharmacist);
    const photo = await fetch(`${underData.url}/uploads/prescriptions/${file}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true);
  } finally {
    await underData.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('when the upload folder’s disk is full', () => {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-full-disk-'));
  let full: TestServer;

  beforeAll(async () => {
    // A real file system of 256 KB, so the write fails as it would on a full disk (ENOSPC).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mount]);
    fs.mkdirSync(path.join(mount, 'prescriptions'));
    fs.writeFileSync(path.join(mount, 'filler'), Buffer.alloc(200 * 1024));
    full = await startTestServer({
      trustProxy: 1,
      writeLimits: { perPhone: 100, perAddress: 4 },
      services: (defaults) => ({ settings: { ...defaults.settings, uploadDir: mount } }),
    });
  });
  afterAll(async () => {
    await full?.close();
    execFileSync('umount', [mount]);
    fs.rmdirSync(mount);
  });

  it('refuses a photo plainly (507), keeps nothing of it, and orders without photos go on', async () => {
    const from = anotherAddress();
    const big = await noisyPng(200);
    expect(big.length).toBeGreaterThan(60 * 1024);
    const refused = await upload(from, big, full, 'image/png');
    expect(refused).toMatchObject({ status: 507, extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'uploadsFull' } });
    expect(fs.readdirSync(path.join(mount, 'prescriptions'))).toEqual([]);
    // The refused photo cost the address nothing: four orders still go.
    for (let i = 0; i < 4; i++) expect((await orderWith(null, from, full)).errors).toBeUndefined();
  });
});
