import { sessionState } from '../session/session-state';
import { checkReport, fetchLabReport, MAX_REPORT_BYTES, ReportFetchError, reportTypeOf } from './lab-report';

const bytes = (text: string) => new TextEncoder().encode(text);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => sessionState.reset());

describe('a lab report, checked on the phone', () => {
  it('is a PDF, a JPEG or a PNG by its first bytes, as the server tells it', () => {
    expect(reportTypeOf(bytes('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(reportTypeOf(JPEG)).toBe('image/jpeg');
    expect(reportTypeOf(PNG)).toBe('image/png');
    expect(reportTypeOf(bytes('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBeNull();
    expect(reportTypeOf(bytes('PK\x03\x04 a .docx'))).toBeNull();
    expect(reportTypeOf(bytes('%PDF'))).toBeNull();
  });

  it('must be at most 10 MB, whatever its name says', async () => {
    await expect(checkReport(new File([bytes('%PDF-1.4 …')], 'cbc.jpg', { type: 'image/jpeg' }))).resolves.toEqual({
      type: 'application/pdf',
    });
    await expect(checkReport(new File([bytes('hello')], 'cbc.pdf', { type: 'application/pdf' }))).resolves.toEqual({
      problem: 'type',
    });
    const big = new File([bytes('%PDF-1.4'), new Uint8Array(MAX_REPORT_BYTES)], 'big.pdf', { type: 'application/pdf' });
    await expect(checkReport(big)).resolves.toEqual({ problem: 'tooBig' });
  });
});

describe('fetching a report', () => {
  function answering(status: number, headers: Record<string, string> = {}) {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(status === 200 ? 'the report' : JSON.stringify({ errors: [{ message: 'no' }] }), {
        status,
        headers,
      });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it("sends the customer's tracking token in a header, never in the address, and names the file as the server does", async () => {
    const { calls, fetchImpl } = answering(200, {
      'content-disposition': 'attachment; filename="haat-report-L4BT2Q-1.pdf"',
    });
    const file = await fetchLabReport('b-1', { trackingToken: 'secret-token' }, fetchImpl);
    expect(file.name).toBe('haat-report-L4BT2Q-1.pdf');
    expect(await file.blob.text()).toBe('the report');
    expect(calls).toEqual([
      ['/uploads/lab-reports/b-1', { headers: { 'X-Tracking-Token': 'secret-token' }, cache: 'no-store' }],
    ]);
    expect(calls[0][0]).not.toContain('secret-token');
  });

  it('sends the signed-in staff member’s access token', async () => {
    sessionState.signedIn({ id: 'u1', role: 'VENDOR', name: 'Lab' } as never, 'lab-token');
    const { calls, fetchImpl } = answering(200);
    expect((await fetchLabReport('b-1', 'signedIn', fetchImpl)).name).toBe('haat-report');
    expect(calls[0][1]).toEqual({ headers: { Authorization: 'Bearer lab-token' }, cache: 'no-store' });
  });

  it('tells a report that is not there from no answer', async () => {
    for (const [status, failure] of [
      [404, 'notFound'],
      [401, 'notFound'],
      [502, 'network'],
    ] as const) {
      await expect(fetchLabReport('b-1', { trackingToken: 't' }, answering(status).fetchImpl)).rejects.toEqual(
        new ReportFetchError(failure),
      );
    }
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchLabReport('b-1', { trackingToken: 't' }, offline)).rejects.toMatchObject({ failure: 'network' });
  });
});
