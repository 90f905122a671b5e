import type { LiveState } from './live-status';
import {
  connectionParamsFor,
  createLiveClient,
  liveUrl,
  PONG_TIMEOUT_CODE,
  RESTART_CODE,
  retryDelayMs,
  type LiveClient,
  type LiveClientOptions,
} from './live-socket';

/** Just enough of a browser WebSocket and a graphql-ws server to drive the client. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];

  /** A server behind a dead connection: pings go unanswered. */
  static deaf = false;

  readyState = FakeSocket.CONNECTING;
  sent: Array<{ type: string; payload?: unknown; id?: string }> = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.({});
    }, 0);
  }

  send(data: string) {
    const message = JSON.parse(data) as { type: string; payload?: unknown; id?: string };
    this.sent.push(message);
    if (message.type === 'connection_init')
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 0);
    if (message.type === 'ping' && !FakeSocket.deaf)
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'pong' }) }), 0);
  }

  /** The code the socket was closed with. */
  closeCode: number | undefined;

  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.closeCode = code;
    this.readyState = FakeSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code, reason, wasClean: code === 1000 }), 0);
  }

  /** The server ends the subscription it was asked for with an error of this code. */
  refuse(code: string) {
    const subscribe = this.sent.find((message) => message.type === 'subscribe');
    this.onmessage?.({
      data: JSON.stringify({
        type: 'error',
        id: subscribe?.id,
        payload: [{ message: 'Refused', extensions: { code } }],
      }),
    });
  }

  /** The server sends a notice to the subscription it was asked for. */
  notify(data: unknown) {
    const subscribe = this.sent.find((message) => message.type === 'subscribe');
    this.onmessage?.({ data: JSON.stringify({ type: 'next', id: subscribe?.id, payload: { data } }) });
  }
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the pause before trying again', () => {
  it('doubles from about a second up to half a minute, spread between half and all of it', () => {
    expect(retryDelayMs(0, 0.999)).toBe(1000);
    expect(retryDelayMs(0, 0)).toBe(500);
    expect(retryDelayMs(1, 0.999)).toBe(1999);
    expect(retryDelayMs(3, 0.5)).toBe(6000);
    expect(retryDelayMs(10, 0.999)).toBe(29985);
    expect(retryDelayMs(50, 0)).toBe(15000);
  });
});

describe('where and how the socket connects', () => {
  it('uses ws:// beside http and wss:// beside https, on the page’s own host', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
    expect(liveUrl({ protocol: 'https:', host: 'haat.example' })).toBe('wss://haat.example/graphql');
  });

  it('sends the access token as connectionParams, and nothing without one', () => {
    expect(connectionParamsFor('abc')).toEqual({ authorization: 'Bearer abc' });
    expect(connectionParamsFor(null)).toEqual({});
  });
});

describe('the live client', () => {
  let token: string | null;
  let tokenListener: (() => void) | undefined;
  let states: LiveState[];
  let connections: number;
  let live: LiveClient;
  /** What the page does when the server says the sign-in has ended. */
  let onSignInRefused: () => void;

  let extra: Partial<LiveClientOptions> = {};

  beforeEach(() => {
    FakeSocket.all = [];
    FakeSocket.deaf = false;
    token = 'token-1';
    // A client's closures keep its own record: the previous test's socket may still be closing.
    const record: LiveState[] = [];
    states = record;
    connections = 0;
    onSignInRefused = () => undefined;
    live = createLiveClient({
      url: 'ws://haat.test/graphql',
      getToken: () => token,
      watchToken: (listener) => {
        tokenListener = listener;
        return () => {
          tokenListener = undefined;
        };
      },
      status: {
        set: (state) => void record.push(state),
        connected: () => {
          connections += 1;
          record.push('live');
        },
      },
      webSocketImpl: FakeSocket,
      onSignInRefused: () => onSignInRefused(),
      random: () => 0,
      // No real waiting between attempts in a test.
      setTimeout: (callback, ms) => setTimeout(callback, Math.min(ms, 30)),
      ...extra,
    });
  });

  afterEach(async () => {
    await live.dispose();
  });

  function follow() {
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const stop = live.client.subscribe(
      { query: 'subscription { shopOrderChanged { code } }' },
      {
        next: (value) => void seen.push(value.data),
        error: (error) => void errors.push(error),
        complete: () => undefined,
      },
    );
    return { seen, errors, stop };
  }

  it('opens nothing until something is followed', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('connects with the token on the first subscription and passes notices on', async () => {
    const { seen, stop } = follow();
    await until(() => FakeSocket.all[0]?.sent.some((m) => m.type === 'subscribe') ?? false, 'the subscribe message');
    const [socket] = FakeSocket.all;
    expect(socket.url).toBe('ws://haat.test/graphql');
    expect(socket.protocol).toBe('graphql-transport-ws');
    expect(socket.sent[0]).toEqual({ type: 'connection_init', payload: { authorization: 'Bearer token-1' } });
    expect(states).toEqual(['connecting', 'live']);
    expect(connections).toBe(1);
    socket.notify({ shopOrderChanged: { code: 'K7M2QX-1' } });
    expect(seen).toEqual([{ shopOrderChanged: { code: 'K7M2QX-1' } }]);
    stop();
  });

  it('reopens the socket with the new token when the session swaps it, and says it reconnected', async () => {
    const { stop } = follow();
    await until(() => connections === 1, 'the first connection');
    token = 'token-2';
    tokenListener?.();
    await until(() => connections === 2, 'the second connection');
    expect(FakeSocket.all[0].closeCode).toBe(RESTART_CODE);
    expect(FakeSocket.all[1].sent[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer token-2' },
    });
    // The subscription is sent again on the new socket.
    await until(() => FakeSocket.all[1].sent.some((m) => m.type === 'subscribe'), 'the subscription again');
    // A reopening asked for is not a lost connection: the screens keep saying live.
    expect(states).toEqual(['connecting', 'live', 'live']);
    stop();
  });

  it('leaves an open socket alone when the token has not changed', async () => {
    const { stop } = follow();
    await until(() => connections === 1, 'the first connection');
    tokenListener?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeSocket.all).toHaveLength(1);
    stop();
  });

  it('tries again after the connection drops, and follows the same subscription on the new socket', async () => {
    const { seen, errors, stop } = follow();
    await until(() => connections === 1, 'the first connection');
    FakeSocket.all[0].close(1006, 'Network gone');
    await until(() => connections === 2, 'the reconnection');
    await until(() => FakeSocket.all[1].sent.some((m) => m.type === 'subscribe'), 'the subscription again');
    FakeSocket.all[1].notify({ shopOrderChanged: { code: 'P3RT9W-1' } });
    expect(seen).toEqual([{ shopOrderChanged: { code: 'P3RT9W-1' } }]);
    expect(errors).toEqual([]);
    expect(states).toContain('reconnecting');
    stop();
  });

  describe('on a connection that goes quiet', () => {
    beforeAll(() => {
      extra = { pingEveryMs: 20, pongWaitMs: 40 };
    });
    afterAll(() => {
      extra = {};
    });

    it('keeps a connection whose pings are answered', async () => {
      const { stop } = follow();
      await until(() => connections === 1, 'the first connection');
      await until(() => FakeSocket.all[0].sent.filter((m) => m.type === 'ping').length >= 3, 'three pings');
      expect(FakeSocket.all).toHaveLength(1);
      stop();
    });

    it('closes one whose pings go unanswered, and opens another', async () => {
      FakeSocket.deaf = true;
      const { stop } = follow();
      await until(() => connections === 1, 'the first connection');
      await until(() => FakeSocket.all[0].closeCode === PONG_TIMEOUT_CODE, 'the quiet socket closed');
      FakeSocket.deaf = false;
      await until(() => connections === 2, 'a new connection');
      expect(states).toContain('reconnecting');
      stop();
    });
  });

  it('asks the session for a new token when the server ends a feed for its sign-in, and follows again with it', async () => {
    let refusals = 0;
    onSignInRefused = () => {
      refusals += 1;
      // The session swapped the token.
      token = 'token-2';
      tokenListener?.();
    };
    const first = follow();
    await until(() => FakeSocket.all[0]?.sent.some((m) => m.type === 'subscribe') ?? false, 'the subscribe message');
    FakeSocket.all[0].refuse('UNAUTHENTICATED');
    expect(refusals).toBe(1);
    expect(first.errors).toHaveLength(1);
    // Followed again (as useLiveRefresh does), the feed rides on a socket with the new token.
    const again = follow();
    const withNewToken = (socket: FakeSocket) => (JSON.stringify(socket.sent[0]?.payload) ?? '').includes('token-2');
    await until(
      () => FakeSocket.all.some((socket) => withNewToken(socket) && socket.sent.some((m) => m.type === 'subscribe')),
      'a subscription with the new token',
    );
    again.stop();
  });

  it('leaves the session alone when a feed is refused for another reason', async () => {
    let refusals = 0;
    onSignInRefused = () => void (refusals += 1);
    const { errors, stop } = follow();
    await until(() => FakeSocket.all[0]?.sent.some((m) => m.type === 'subscribe') ?? false, 'the subscribe message');
    FakeSocket.all[0].refuse('FORBIDDEN');
    expect(errors).toHaveLength(1);
    expect(refusals).toBe(0);
    stop();
  });

  it('closes the socket when the page is done with it', async () => {
    const { stop } = follow();
    await until(() => connections === 1, 'the first connection');
    stop();
    await live.dispose();
    expect(FakeSocket.all[0].readyState).toBe(FakeSocket.CLOSED);
    expect(tokenListener).toBeUndefined();
  });
});
