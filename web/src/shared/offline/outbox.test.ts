import { createOutbox, type OutboxEntry } from './outbox';
import { flushOutbox, sendOverHttp, type SendResult } from './outbox-send';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const entry = (key: string): OutboxEntry => ({
  key,
  kind: 'checkout',
  variables: { input: { idempotencyKey: key } },
  queuedAt: '2026-11-26T10:00:00.000Z',
});

describe('the outbox', () => {
  it('keeps what waits across a reload, one entry per key', () => {
    const storage = memoryStorage();
    const first = createOutbox({ storage });
    first.add(entry('key-aaaaaaaaaaaaaaaa'));
    first.add(entry('key-aaaaaaaaaaaaaaaa'));
    first.add(entry('key-bbbbbbbbbbbbbbbb'));
    const reloaded = createOutbox({ storage });
    expect(reloaded.getSnapshot().waiting.map((e) => e.key)).toEqual(['key-aaaaaaaaaaaaaaaa', 'key-bbbbbbbbbbbbbbbb']);
  });

  it('sends each waiting request once with its own key, and keeps the code it got', async () => {
    const outbox = createOutbox({ storage: memoryStorage() });
    outbox.add(entry('key-aaaaaaaaaaaaaaaa'));
    outbox.add(entry('key-bbbbbbbbbbbbbbbb'));
    const sent: string[] = [];
    const send = async (e: OutboxEntry): Promise<SendResult> => {
      sent.push(e.key);
      return { answer: 'data', data: { code: `HT-${e.key.slice(4, 7)}` } };
    };
    const read = (_e: OutboxEntry, data: unknown) => ({ code: (data as { code: string }).code });
    expect(await flushOutbox(outbox, send, read)).toBe('done');
    expect(await flushOutbox(outbox, send, read)).toBe('done');
    expect(sent).toEqual(['key-aaaaaaaaaaaaaaaa', 'key-bbbbbbbbbbbbbbbb']);
    expect(outbox.getSnapshot().waiting).toEqual([]);
    expect(outbox.getSnapshot().notices.map((n) => n.code)).toEqual(['HT-aaa', 'HT-bbb']);
    outbox.dismiss('key-aaaaaaaaaaaaaaaa');
    expect(outbox.getSnapshot().notices.map((n) => n.key)).toEqual(['key-bbbbbbbbbbbbbbbb']);
  });

  it('stops at the first request without an answer and keeps it, and the rest, for later', async () => {
    const outbox = createOutbox({ storage: memoryStorage() });
    outbox.add(entry('key-aaaaaaaaaaaaaaaa'));
    outbox.add(entry('key-bbbbbbbbbbbbbbbb'));
    const send = jest.fn(async (): Promise<SendResult> => ({ answer: 'none' }));
    expect(await flushOutbox(outbox, send, () => ({}))).toBe('retry');
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot().waiting).toHaveLength(2);
  });

  it('lets a refused request go with the reason, so it is never retried', async () => {
    const outbox = createOutbox({ storage: memoryStorage() });
    outbox.add(entry('key-aaaaaaaaaaaaaaaa'));
    outbox.add(entry('key-bbbbbbbbbbbbbbbb'));
    await flushOutbox(
      outbox,
      async (e) =>
        e.key === 'key-aaaaaaaaaaaaaaaa'
          ? { answer: 'refused', message: 'Enter a 10-digit mobile number.' }
          : {
              answer: 'refused',
              message: 'That slot has already begun.',
              refusal: { code: 'BAD_USER_INPUT', reason: 'slotBegun' },
            },
      () => ({}),
    );
    expect(outbox.getSnapshot()).toEqual({
      waiting: [],
      notices: [
        expect.objectContaining({ key: 'key-aaaaaaaaaaaaaaaa', refused: 'Enter a 10-digit mobile number.' }),
        expect.objectContaining({
          key: 'key-bbbbbbbbbbbbbbbb',
          refused: 'That slot has already begun.',
          refusal: { code: 'BAD_USER_INPUT', reason: 'slotBegun' },
        }),
      ],
    });
  });

  it('ignores what is malformed in storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      'haat.outbox',
      JSON.stringify({ waiting: [{ key: 1 }, entry('key-aaaaaaaaaaaaaaaa')], notices: 'x' }),
    );
    expect(createOutbox({ storage }).getSnapshot()).toEqual({ waiting: [], notices: [] });
    storage.setItem(
      'haat.outbox',
      JSON.stringify({ waiting: [{ key: 1 }, entry('key-aaaaaaaaaaaaaaaa')], notices: [] }),
    );
    expect(
      createOutbox({ storage })
        .getSnapshot()
        .waiting.map((e) => e.key),
    ).toEqual(['key-aaaaaaaaaaaaaaaa']);
  });
});

describe('one try over HTTP', () => {
  const request = { query: 'mutation M { m }', operationName: 'M', variables: {} };
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('reads data, a refusal, and no answer apart', async () => {
    expect(await sendOverHttp(request, answer(200, { data: { m: 1 } }))).toEqual({ answer: 'data', data: { m: 1 } });
    expect(
      await sendOverHttp(
        request,
        answer(400, { errors: [{ message: 'Bad phone', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    ).toEqual({
      answer: 'refused',
      message: 'Bad phone',
      refusal: { code: 'BAD_USER_INPUT' },
    });
    // The server's name for the refusal goes with it, for the customer's language.
    const named = {
      message: 'Choose a day from today to 30 days ahead.',
      extensions: { code: 'BAD_USER_INPUT', field: 'day', reason: 'dayOutOfRange', params: { days: 30 } },
    };
    expect(await sendOverHttp(request, answer(200, { errors: [named], data: null }))).toEqual({
      answer: 'refused',
      message: 'Choose a day from today to 30 days ahead.',
      refusal: { code: 'BAD_USER_INPUT', reason: 'dayOutOfRange', params: { days: 30 } },
    });
    expect(
      await sendOverHttp(
        request,
        answer(503, { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      ),
    ).toEqual({ answer: 'none' });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendOverHttp(request, offline)).toEqual({ answer: 'none' });
  });
});
