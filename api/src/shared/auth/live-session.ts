import { Repeater } from '@graphql-yoga/subscription';
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../context';
import { unauthenticated } from '../errors';
import type { AuthUser } from './request-auth';

/** setTimeout's longest wait; a token further off than that is watched by its events alone. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const openSessionsByDb = new WeakMap<DataSource, DataLoader<string, boolean>>();

/**
 * Whether a session is still open: not signed out or otherwise revoked, its account not disabled.
 * Every feed that asks in the same turn of the event loop (all those hearing one order change)
 * shares one statement, and nothing is kept for the next turn: an event costs one query however
 * many staff are listening, and a sign-out or a disabled account shows at the very next event.
 */
function sessionStillOpen(db: DataSource, sessionId: string): Promise<boolean> {
  let loader = openSessionsByDb.get(db);
  if (!loader) {
    loader = new DataLoader<string, boolean>(
      async (ids) => {
        const rows: Array<{ id: string }> = await db.query(
          `SELECT s.id FROM user_session s JOIN app_user u ON u.id = s.user_id
            WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND u.disabled_at IS NULL`,
          [ids],
        );
        const open = new Set(rows.map((row) => row.id));
        return ids.map((id) => open.has(id));
      },
      { cache: false },
    );
    openSessionsByDb.set(db, loader);
  }
  return loader.load(sessionId);
}

const sessionEnded = () => unauthenticated('Your session has ended. Please sign in again.', { reason: 'sessionEnded' });

/**
 * A signed-in person's live feed, for as long as their sign-in holds. A subscription's access
 * token is checked once, when it starts; after that, before each event it would deliver, the
 * token's expiry is compared with the clock (in memory) and the session and account are looked up
 * (see sessionStillOpen). When either has ended, or the token runs out with no event at all, the
 * feed ends with UNAUTHENTICATED, so the client signs in again or reconnects with a fresh token.
 */
export function whileSignedIn<T>(
  ctx: Pick<RequestContext, 'db' | 'services'>,
  user: AuthUser,
): (source: AsyncIterable<T>) => AsyncIterable<T> {
  return (source) =>
    new Repeater<T>(async (push, stop) => {
      const events = source[Symbol.asyncIterator]();
      const untilExpiry = user.tokenExpiresAt.getTime() - ctx.services.clock().getTime();
      const expiry = setTimeout(() => stop(sessionEnded()), Math.max(0, Math.min(untilExpiry, LONGEST_TIMER_MS)));
      // A feed nobody ends keeps no process alive on its own.
      expiry.unref();
      void stop.then(() => {
        clearTimeout(expiry);
        void events.return?.();
      });
      let latest: IteratorResult<T>;
      while (!(latest = await events.next()).done) {
        const expired = ctx.services.clock().getTime() >= user.tokenExpiresAt.getTime();
        if (expired || !(await sessionStillOpen(ctx.db, user.sessionId))) {
          stop(sessionEnded());
          return;
        }
        await push(latest.value);
      }
      stop();
    });
}
