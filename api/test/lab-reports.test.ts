import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { seededServer } from './support/flows';
import {
  bookLabTest,
  fetchReport,
  labTestId,
  MOVE,
  pdf,
  RECORD_SAMPLE,
  signInLabPeople,
  uploadReport,
  type Booked,
  type LabPeople,
} from './support/lab-bookings';
import { photo } from './support/photos';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The lab uploads a booking's report (a PDF, JPEG or PNG of up to 10 MB, told by its bytes),
 * which makes it ready; the customer's browser fetches it with the order's tracking token in a
 * header, the lab and admins signed in. To anyone else there is no such report.
 */

let server: TestServer;
let people: LabPeople;
let cbc: string;
let reportsDir: string;

beforeAll(async () => {
  server = await seededServer();
  people = await signInLabPeople(server);
  cbc = await labTestId(server, 'Complete Blood Count (CBC)');
  reportsDir = path.join(server.services.settings.uploadDir, 'lab-reports');
});
afterAll(() => server.close());

/** A booking the lab has confirmed and taken the sample of: ready for its report. */
async function sampled(): Promise<Booked> {
  const booking = await bookLabTest(server, cbc);
  expect(
    (await people.labA.request(MOVE, { input: { orderId: booking.id, status: 'CONFIRMED' } })).body.errors,
  ).toBeUndefined();
  expect(
    (await people.labA.request(RECORD_SAMPLE, { input: { orderId: booking.id, place: 'HOME' } })).body.errors,
  ).toBeUndefined();
  return booking;
}

async function bookingRow(booking: Booked): Promise<{ status: string; report_file: string | null }> {
  const [row] = await server.db.query('SELECT status, report_file FROM customer_order WHERE id = $1', [booking.id]);
  return row;
}

const storedReports = () => (fs.existsSync(reportsDir) ? fs.readdirSync(reportsDir).sort() : []);

describe('uploading a report', () => {
  it('keeps a PDF under a random name, readable by the server alone, and makes the booking ready, live for the customer', async () => {
    const booking = await sampled();
    const live = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    const heard = new Promise<string>((resolve, reject) => {
      live.subscribe<{ trackedOrderChanged: { status: string } }>(
        {
          query: 'subscription($input: TrackOrderInput!) { trackedOrderChanged(input: $input) { status } }',
          variables: { input: { code: booking.code, trackingToken: booking.trackingToken } },
        },
        {
          next: ({ data }) => data && resolve(data.trackedOrderChanged.status),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // A moment for the subscription to be in place, as order-subscriptions.test.ts gives it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const uploaded = await uploadReport(server, booking.id, pdf(), 'application/pdf', people.labA);
      expect(uploaded).toMatchObject({ status: 201, body: { orderId: booking.id, status: 'REPORT_READY' } });
      await expect(heard).resolves.toBe('REPORT_READY');
    } finally {
      await live.dispose();
    }
    const row = await bookingRow(booking);
    expect(row.status).toBe('REPORT_READY');
    expect(row.report_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = path.join(reportsDir, row.report_file!);
    expect(fs.readFileSync(stored)).toEqual(pdf());
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
  });

  it('takes a JPEG or PNG photo of the report, by its bytes', async () => {
    for (const [kind, type, ext] of [
      ['jpeg', 'image/jpeg', 'jpg'],
      ['png', 'image/png', 'png'],
    ] as const) {
      const booking = await sampled();
      expect((await uploadReport(server, booking.id, await photo(kind), type, people.labA)).status).toBe(201);
      expect((await bookingRow(booking)).report_file).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('replaces the report while it is ready, removing the one before, and refuses once the booking is done', async () => {
    const booking = await sampled();
    expect((await uploadReport(server, booking.id, pdf('first'), 'application/pdf', people.labA)).status).toBe(201);
    const first = (await bookingRow(booking)).report_file!;
    expect((await uploadReport(server, booking.id, await photo('png'), 'image/png', people.admin)).status).toBe(201);
    const second = await bookingRow(booking);
    expect(second).toMatchObject({ status: 'REPORT_READY', report_file: expect.stringMatching(/\.png$/) });
    expect(storedReports()).not.toContain(first);
    expect(storedReports()).toContain(second.report_file);
    const trail = await server.db.query(
      `SELECT before, after FROM audit_entry WHERE entity_id = $1 AND action = 'report' AND actor_role = 'ADMIN'`,
      [booking.id],
    );
    expect(trail).toEqual([{ before: { reportFile: first }, after: { reportFile: second.report_file } }]);

    expect(
      (await people.labA.request(MOVE, { input: { orderId: booking.id, status: 'COMPLETED' } })).body.errors,
    ).toBeUndefined();
    const late = await uploadReport(server, booking.id, pdf(), 'application/pdf', people.labA);
    expect(late).toMatchObject({ status: 400, extensions: { code: 'BAD_USER_INPUT', reason: 'reportNotDue' } });
  });

  it('refuses, writing nothing: before the sample, not a PDF or photo, a type that lies, a cut-short file, over 10 MB', async () => {
    const confirmed = await bookLabTest(server, cbc);
    expect(
      (await people.labA.request(MOVE, { input: { orderId: confirmed.id, status: 'CONFIRMED' } })).body.errors,
    ).toBeUndefined();
    const booking = await sampled();
    const before = storedReports();
    const whole = pdf();
    const cases: Array<[string, () => ReturnType<typeof uploadReport>, number, Record<string, unknown>]> = [
      [
        'before the sample',
        () => uploadReport(server, confirmed.id, whole, 'application/pdf', people.labA),
        400,
        { reason: 'reportNotDue' },
      ],
      [
        'a GIF',
        () =>
          uploadReport(
            server,
            booking.id,
            Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
            'image/gif',
            people.labA,
          ),
        400,
        { reason: 'reportType', field: 'report' },
      ],
      [
        'plain words',
        () => uploadReport(server, booking.id, Buffer.from('Hb 12.8'), 'text/plain', people.labA),
        400,
        { reason: 'reportType' },
      ],
      [
        'a PDF sent as a JPEG',
        () => uploadReport(server, booking.id, whole, 'image/jpeg', people.labA),
        400,
        { reason: 'reportType' },
      ],
      [
        'a PDF cut short',
        () => uploadReport(server, booking.id, whole.subarray(0, 40), 'application/pdf', people.labA),
        400,
        { reason: 'reportUnreadable' },
      ],
      [
        'nothing',
        () => uploadReport(server, booking.id, Buffer.alloc(0), 'application/pdf', people.labA),
        400,
        { reason: 'reportType' },
      ],
      [
        'over 10 MB',
        () =>
          uploadReport(
            server,
            booking.id,
            Buffer.concat([whole, Buffer.alloc(10 * 1024 * 1024)]),
            'application/pdf',
            people.labA,
          ),
        413,
        { reason: 'reportTooBig' },
      ],
    ];
    for (const [what, send, status, extensions] of cases) {
      const answer = await send();
      expect([what, answer.status, answer.extensions]).toEqual([
        what,
        status,
        expect.objectContaining({ code: 'BAD_USER_INPUT', ...extensions }),
      ]);
    }
    expect(storedReports()).toEqual(before);
    expect(await bookingRow(booking)).toEqual({ status: 'SAMPLE_COLLECTED', report_file: null });
    expect(await bookingRow(confirmed)).toEqual({ status: 'CONFIRMED', report_file: null });
  });

  it('takes a report only from its lab and admins', async () => {
    const booking = await sampled();
    const before = storedReports();
    expect((await uploadReport(server, booking.id, pdf())).status).toBe(401);
    expect((await uploadReport(server, booking.id, pdf(), 'application/pdf', people.rider)).status).toBe(403);
    for (const other of [people.labB, people.grocer]) {
      expect(await uploadReport(server, booking.id, pdf(), 'application/pdf', other)).toMatchObject({
        status: 404,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await uploadReport(server, 'not-an-id', pdf(), 'application/pdf', people.labA)).status).toBe(404);
    expect(storedReports()).toEqual(before);
    expect(await bookingRow(booking)).toEqual({ status: 'SAMPLE_COLLECTED', report_file: null });
  });
});

describe('fetching a report', () => {
  let booking: Booked;
  let other: Booked;
  beforeAll(async () => {
    booking = await sampled();
    expect((await uploadReport(server, booking.id, pdf(), 'application/pdf', people.labA)).status).toBe(201);
    other = await sampled();
  });

  async function expectReport(response: Response): Promise<void> {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="haat-report-${booking.code}.pdf"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf());
  }

  it("serves it to the customer's browser with the order's tracking token in a header, and still once the booking is done", async () => {
    await expectReport(await fetchReport(server, booking.id, { trackingToken: booking.trackingToken }));
    expect(
      (await people.labA.request(MOVE, { input: { orderId: booking.id, status: 'COMPLETED' } })).body.errors,
    ).toBeUndefined();
    await expectReport(await fetchReport(server, booking.id, { trackingToken: booking.trackingToken }));
  });

  it('serves it to its lab and to admins, signed in', async () => {
    await expectReport(await fetchReport(server, booking.id, { client: people.labA }));
    await expectReport(await fetchReport(server, booking.id, { client: people.admin }));
  });

  it('is no report to another lab, another shop, a rider, a wrong token, a token in the address, or nobody', async () => {
    const refusals: Array<[string, Response, number]> = [
      ['another lab', await fetchReport(server, booking.id, { client: people.labB }), 404],
      ['a grocer', await fetchReport(server, booking.id, { client: people.grocer }), 404],
      ['a rider', await fetchReport(server, booking.id, { client: people.rider }), 404],
      [
        'a wrong token',
        await fetchReport(server, booking.id, { trackingToken: `${booking.trackingToken.slice(0, -2)}xx` }),
        404,
      ],
      ["another booking's token", await fetchReport(server, booking.id, { trackingToken: other.trackingToken }), 404],
      [
        'the token in the query string',
        await fetchReport(server, booking.id, { path: `${booking.id}?trackingToken=${booking.trackingToken}` }),
        401,
      ],
      ['nobody', await fetchReport(server, booking.id), 401],
      ['an id that is none', await fetchReport(server, booking.id, { path: 'x', client: people.admin }), 404],
    ];
    for (const [who, response, status] of refusals) {
      expect([
        who,
        response.status,
        response.headers.get('cache-control'),
        response.headers.get('content-disposition'),
      ]).toEqual([who, status, 'private, no-store', null]);
      expect(((await response.json()) as any).errors[0].extensions.code).toBe(
        status === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND',
      );
    }
  });

  it('serves it from the default place, UPLOAD_DIR under the dotted .data folder', async () => {
    const dotted = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-'));
    const uploadDir = path.join(dotted, '.data', 'uploads');
    const second = await startTestServer({
      services: (defaults) => ({ settings: { ...defaults.settings, uploadDir } }),
    });
    try {
      const staff = await signInLabPeople(second);
      const ready = await bookLabTest(second, cbc);
      expect(
        (await staff.labA.request(MOVE, { input: { orderId: ready.id, status: 'CONFIRMED' } })).body.errors,
      ).toBeUndefined();
      expect(
        (await staff.labA.request(RECORD_SAMPLE, { input: { orderId: ready.id, place: 'LAB' } })).body.errors,
      ).toBeUndefined();
      expect((await uploadReport(second, ready.id, pdf(), 'application/pdf', staff.labA)).status).toBe(201);
      const response = await fetchReport(second, ready.id, { trackingToken: ready.trackingToken });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf());
    } finally {
      await second.close();
    }
  });

  it('says a report not yet uploaded is not ready, to its customer and its lab alike', async () => {
    for (const as of [{ trackingToken: other.trackingToken }, { client: people.labA }]) {
      const response = await fetchReport(server, other.id, as);
      expect(response.status).toBe(404);
      expect(((await response.json()) as any).errors[0].extensions).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'reportNotReady',
      });
    }
  });
});
