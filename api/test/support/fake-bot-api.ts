import http from 'node:http';

export interface PostedMessage {
  chatId: string;
  text: string;
  key: string | null;
}

export interface FakeBotOptions {
  token: string;
  /** Answer the next N calls with 500, before looking at them (counts down). */
  failNext?: number;
  /** Chat ids answered 400 "Bad Request: chat not found", as Telegram does. */
  unknownChats?: string[];
  /** Answer the next N calls 429 Too Many Requests with this retry_after (seconds), as Telegram rations a group. */
  throttleNext?: { calls: number; retryAfter: number };
  /** Every call answered 502 (the bot is down). */
  down?: boolean;
  /** Keep the next N calls waiting this long before answering, after recording them (counts down). */
  slowNext?: { calls: number; ms: number };
  /** Keep every call waiting this long before answering, after recording it. */
  delayMs?: number;
}

export interface FakeBotApi {
  url: string;
  /** Messages posted, each once: a repeat with a key already seen is answered but not posted again. */
  posted: PostedMessage[];
  /** Every call that reached sendMessage, repeats included. */
  calls: number;
  /** Calls whose key had already been posted. */
  repeats: number;
  options: FakeBotOptions;
  /** Resolves when `count` messages have been posted. */
  waitFor(count: number, timeoutMs?: number): Promise<PostedMessage[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP server speaking the bot API the way Telegram does (POST /bot{token}/sendMessage with
 * a JSON body, answered { ok, result } or { ok: false, error_code, description }), that also drops
 * a message whose Idempotency-Key it has already posted, as the relay we deploy behind does.
 */
export async function startFakeBotApi(options: FakeBotOptions): Promise<FakeBotApi> {
  const seen = new Map<string, number>();
  const waiters = new Set<() => void>();
  let messageId = 0;
  const api: FakeBotApi = {
    url: '',
    posted: [],
    calls: 0,
    repeats: 0,
    options,
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (api.posted.length < count) {
        if (Date.now() > until) throw new Error(`the bot got ${api.posted.length} messages, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          setTimeout(resolve, 100);
        });
      }
      return api.posted;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => void answerRequest());
    async function answerRequest(): Promise<void> {
      if (req.method !== 'POST' || req.url !== `/bot${options.token}/sendMessage`) {
        return answer(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      }
      api.calls += 1;
      if (options.down) return answer(res, 502, { ok: false, error_code: 502, description: 'Bad Gateway' });
      if (options.throttleNext && options.throttleNext.calls > 0) {
        options.throttleNext.calls -= 1;
        const retryAfter = options.throttleNext.retryAfter;
        return answer(res, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        });
      }
      if ((options.failNext ?? 0) > 0) {
        options.failNext! -= 1;
        return answer(res, 500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      }
      let body: { chat_id?: unknown; text?: unknown };
      try {
        body = JSON.parse(raw);
      } catch {
        return answer(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
      }
      const chatId = typeof body.chat_id === 'string' || typeof body.chat_id === 'number' ? String(body.chat_id) : '';
      if (!chatId || typeof body.text !== 'string' || !body.text) {
        return answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
      }
      if (options.unknownChats?.includes(chatId))
        return answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });

      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      let id = key ? seen.get(key) : undefined;
      if (id === undefined) {
        id = ++messageId;
        if (key) seen.set(key, id);
        api.posted.push({ chatId, text: body.text, key });
        waiters.forEach((wake) => wake());
        waiters.clear();
      } else {
        api.repeats += 1;
      }
      let wait = options.delayMs ?? 0;
      if (options.slowNext && options.slowNext.calls > 0) {
        options.slowNext.calls -= 1;
        wait = options.slowNext.ms;
      }
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (!res.destroyed)
        answer(res, 200, { ok: true, result: { message_id: id, chat: { id: chatId }, text: body.text } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return api;
}
