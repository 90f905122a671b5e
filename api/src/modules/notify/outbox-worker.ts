import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger';
import type { Mailer } from '../../shared/mailer';
import type { ChatSender, SendOutcome } from './chat-sender';
import { OutboxChannel, OutboxStatus } from './outbox-enums';
import { renderMessages, type ClaimedMessage, type Rendered, type RenderSettings } from './render-messages';

export interface OutboxWorkerOptions {
  /** How often to look for due messages when there were none. */
  pollMs: number;
  /** Messages taken and sent at once. */
  batchSize: number;
  /** How long a taken message is this worker's; after that (its process died?) another may take it. */
  leaseMs: number;
  /** The wait after the first failed try; it doubles after each one. */
  retryBaseMs: number;
  /** Tries before a message is kept as FAILED for an admin to retry. */
  maxAttempts: number;
  /** Sent messages are deleted after this many days (failed ones stay until sent or looked at). */
  keepSentDays: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  pollMs: 1000,
  batchSize: 10,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  maxAttempts: 5,
  keepSentDays: 30,
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface OutboxWorkerDeps {
  db: DataSource;
  log: Logger;
  mailer: Mailer;
  chat: ChatSender;
  settings: RenderSettings;
  /**
   * Notices that something was just committed (the app's order announcements): the worker looks
   * at once instead of at its next poll. Polling still finds everything else.
   */
  wakeOn?: AsyncIterable<unknown>;
}

export interface OutboxWorker {
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends what the outbox holds, at least once each: a message is taken under a lease in a short
 * transaction (SKIP LOCKED, so several workers share the work), sent with no transaction open,
 * then marked. A worker that dies between sending and marking leaves the message to be sent again
 * when its lease runs out; the message's id goes with every try so the receiver can drop repeats.
 * Messages about one order to one group go in the order they were written (a later one waits while
 * an earlier one is pending; one given up on as FAILED no longer holds the rest back).
 */
export function startOutboxWorker(deps: OutboxWorkerDeps, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const o = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  /** A notice came while a round was under way: go again rather than sleep. */
  let nudged = false;
  let failures = 0;
  let prunedAt = 0;

  /** Ends a sleep under way; false when the loop is not asleep. */
  const wake = (): boolean => {
    const waiting = wakeUp;
    waiting?.();
    return waiting !== null;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    while (!stopped) {
      let taken = 0;
      try {
        taken = await sendDueMessages(deps, o);
        failures = 0;
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await pruneSentMessages(deps.db, o.keepSentDays);
        }
      } catch (error) {
        // The database is away, most likely: wait longer each time, up to a minute.
        failures += 1;
        deps.log.warn({ err: error }, 'outbox: could not take messages');
      }
      if (stopped) break;
      if (nudged) nudged = false;
      else if (taken < o.batchSize) await sleep(failures ? Math.min(o.pollMs * 2 ** failures, 60_000) : o.pollMs);
    }
  })();

  const notices = deps.wakeOn?.[Symbol.asyncIterator]();
  if (notices) {
    void (async () => {
      try {
        for (let next = await notices.next(); !next.done && !stopped; next = await notices.next()) {
          if (!wake()) nudged = true;
        }
      } catch (error) {
        deps.log.warn({ err: error }, 'outbox: wake-up notices stopped; polling goes on');
      }
    })();
  }

  return {
    async stop() {
      stopped = true;
      wake();
      await notices?.return?.();
      await loop;
    },
  };
}

/** One round: take the due messages, send them side by side, mark each. Returns how many were taken. */
export async function sendDueMessages(deps: OutboxWorkerDeps, o: OutboxWorkerOptions): Promise<number> {
  const [claimed]: [ClaimedMessage[], number] = await deps.db.query(
    `UPDATE outbox_message m
        SET attempts = m.attempts + 1, locked_until = now() + $2 * interval '1 millisecond', updated_at = now()
      WHERE m.id IN (
        SELECT id FROM outbox_message
         WHERE status = 'PENDING' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
           -- One at a time, in order, to each recipient about each subject: never "cancelled" before "confirmed".
           AND NOT EXISTS (
                SELECT 1 FROM outbox_message earlier
                 WHERE earlier.subject_id = outbox_message.subject_id AND earlier.status = 'PENDING'
                   AND earlier.channel = outbox_message.channel
                   AND earlier.vendor_id IS NOT DISTINCT FROM outbox_message.vendor_id
                   AND (earlier.created_at, earlier.id) < (outbox_message.created_at, outbox_message.id))
         ORDER BY next_attempt_at, created_at
         LIMIT $1
           FOR UPDATE SKIP LOCKED)
      RETURNING m.id, m.channel, m.kind, m.vendor_id, m.email, m.subject_id, m.reference, m.payload, m.attempts`,
    [o.batchSize, o.leaseMs],
  );
  if (claimed.length === 0) return 0;
  const rendered = await renderMessages(deps.db.manager, claimed, deps.settings);
  // Each is marked as soon as it is sent, not with the batch: a crash then repeats as little as it can.
  await Promise.all(claimed.map((message) => sendOne(deps, o, message, rendered.get(message.id)!)));
  return claimed.length;
}

async function sendOne(
  deps: OutboxWorkerDeps,
  o: OutboxWorkerOptions,
  message: ClaimedMessage,
  rendered: Rendered,
): Promise<void> {
  let outcome: SendOutcome;
  let sentTo: string;
  if ('problem' in rendered) {
    outcome = { ok: false, permanent: true, reason: rendered.problem };
    sentTo = '';
  } else if (rendered.channel === OutboxChannel.CHAT) {
    sentTo = rendered.chatId;
    outcome = await deps.chat
      .send(rendered.chatId, rendered.text, message.id, message.kind)
      .catch((error: unknown) => unexpected(error));
  } else {
    sentTo = rendered.to;
    outcome = await deps.mailer
      .send({
        to: rendered.to,
        subject: rendered.subject,
        text: rendered.text,
        messageId: `<${message.id}@haat>`,
        kind: message.kind,
      })
      .then((): SendOutcome => ({ ok: true }), mailFailure);
  }
  await mark(deps, o, message, outcome, sentTo);
}

async function mark(
  deps: OutboxWorkerDeps,
  o: OutboxWorkerOptions,
  message: ClaimedMessage,
  outcome: SendOutcome,
  sentTo: string,
): Promise<void> {
  const log = deps.log.child({
    message: message.id,
    kind: message.kind,
    reference: message.reference,
    attempt: message.attempts,
  });
  // "AND attempts = $2": if the lease ran out and another worker took the message meanwhile, its mark wins.
  if (outcome.ok) {
    await deps.db.query(
      `UPDATE outbox_message
          SET status = $3, sent_at = now(), sent_to = $4, locked_until = NULL, last_error = NULL, updated_at = now(),
              payload = CASE WHEN channel = 'MAIL' THEN '{}'::jsonb ELSE payload END
        WHERE id = $1 AND attempts = $2`,
      [message.id, message.attempts, OutboxStatus.SENT, sentTo],
    );
    log.debug('outbox: sent');
    return;
  }
  if (outcome.permanent || (message.attempts >= o.maxAttempts && outcome.retryAfterMs === undefined)) {
    await deps.db.query(
      `UPDATE outbox_message SET status = $3, locked_until = NULL, last_error = $4, updated_at = now() WHERE id = $1 AND attempts = $2`,
      [message.id, message.attempts, OutboxStatus.FAILED, outcome.reason],
    );
    log.warn({ reason: outcome.reason }, 'outbox: message failed; an admin can retry it');
    return;
  }
  // Told to slow down (Telegram allows a group about 20 posts a minute): wait as asked, and the
  // try does not count, so a busy evening never turns into failed messages.
  const throttled = outcome.retryAfterMs !== undefined;
  const waitMs = throttled ? outcome.retryAfterMs! : o.retryBaseMs * 2 ** (message.attempts - 1);
  await deps.db.query(
    `UPDATE outbox_message
        SET next_attempt_at = now() + $3 * interval '1 millisecond', locked_until = NULL, last_error = $4, updated_at = now(),
            attempts = CASE WHEN $5 THEN attempts - 1 ELSE attempts END
      WHERE id = $1 AND attempts = $2`,
    [message.id, message.attempts, waitMs, outcome.reason, throttled],
  );
  log.info({ reason: outcome.reason, waitMs }, 'outbox: will try again');
}

/** Deletes what was sent more than `days` ago: the table holds what is in flight, not a history. */
export async function pruneSentMessages(db: DataSource, days: number): Promise<number> {
  const [, count]: [unknown[], number] = await db.query(
    `DELETE FROM outbox_message WHERE status = 'SENT' AND sent_at < now() - $1 * interval '1 day'`,
    [days],
  );
  return count;
}

/** SMTP's 5xx answers are final (no such mailbox); everything else may pass on a retry. */
function mailFailure(error: unknown): SendOutcome {
  const code = (error as { responseCode?: number }).responseCode;
  const reason = error instanceof Error ? error.message : String(error);
  return { ok: false, permanent: typeof code === 'number' && code >= 500, reason };
}

function unexpected(error: unknown): SendOutcome {
  return { ok: false, permanent: false, reason: error instanceof Error ? error.message : String(error) };
}
