import type { Logger } from '../../shared/logger';

/** What came of one try: delivered, worth another try later, or refused for good. */
export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      permanent: boolean;
      reason: string;
      /** The other side is rationing us (429) and asked us to wait this long: not a failed try. */
      retryAfterMs?: number;
    };

export interface ChatSender {
  /**
   * `key` is the message's own id: the same on every retry, so the bot can drop a repeat. `kind`
   * says what the message is (order-placed …), for the log.
   */
  send(chatId: string, text: string, key: string, kind?: string): Promise<SendOutcome>;
}

export interface BotApiOptions {
  apiUrl: string;
  token: string;
  timeoutMs: number;
}

interface BotAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * Posts through a messaging bot's HTTP API in the style of Telegram's:
 * POST {apiUrl}/bot{token}/sendMessage with { chat_id, text }. The message id rides along as an
 * Idempotency-Key header, which a relay that deduplicates honours and Telegram ignores.
 * A refusal of the request itself (400, 401, 403, 404: unknown chat, bad token) will not change on
 * a retry, so it fails at once with the bot's reason; 429 and 5xx and network trouble are retried.
 */
export function botApiSender(options: BotApiOptions): ChatSender {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}/sendMessage`;
  return {
    async send(chatId, text, key) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        // Never the URL: it carries the bot's token.
        return {
          ok: false,
          permanent: false,
          reason: timedOut
            ? `no answer within ${options.timeoutMs} ms`
            : `cannot reach the bot API (${causeOf(error)})`,
        };
      }
      const answer = (await response.json().catch(() => ({}))) as BotAnswer;
      if (response.ok && answer.ok !== false) return { ok: true };
      const reason = `${response.status}: ${answer.description ?? response.statusText ?? 'refused'}`;
      if (response.status === 429) {
        const seconds = answer.parameters?.retry_after;
        return {
          ok: false,
          permanent: false,
          reason,
          retryAfterMs: typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 1000,
        };
      }
      return { ok: false, permanent: response.status >= 400 && response.status < 500, reason };
    },
  };
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Without BOT_API_URL and BOT_TOKEN the post is held: the log says which message to which chat was
 * held, never its text, which carries customers' names, phone numbers and addresses.
 */
export function logChatSender(log: Logger): ChatSender {
  return {
    async send(chatId, _text, key, kind) {
      log.info({ kind, chat: chatId, message: key }, 'chat message held (no BOT_API_URL/BOT_TOKEN): not posted');
      return { ok: true };
    },
  };
}
