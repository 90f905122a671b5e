import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Frontend messages that leave the one PGlite backend in the middle of a connection's request:
 * an extended query (Parse, Bind, Describe, Execute, Close, Flush) runs until its Sync, a COPY's
 * data until its end. Anything else (Sync, a simple Query, the start-up) ends the request.
 */
const MID_REQUEST = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'd'].map((c) => c.charCodeAt(0)));

/** The parts of pglite-socket's shared query queue this relies on (not its public API). */
interface QueryQueue {
  db: Pick<PGlite, 'isInTransaction' | 'runExclusive' | 'execProtocolRawStream' | 'exec'>;
}

/**
 * pglite-socket runs every connection's wire messages, one at a time, on one PGlite backend, and
 * keeps other connections out only while one is inside a transaction block. An extended query
 * whose messages arrive in two reads (a large parameter, a busy machine) then lets another
 * connection's statement run between its Execute and its Sync, inside its implicit transaction:
 * a BEGIN there takes that transaction over, and the first connection's portal vanishes
 * ('portal "" does not exist'), or a request hangs. Here the queue treats a connection in the
 * middle of a request like one inside a transaction, so its messages run together.
 */
export function keepRequestsWhole(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let midRequest = false;
  queue.db = {
    isInTransaction: () => midRequest || db.isInTransaction(),
    runExclusive: (fn) => db.runExclusive(fn),
    execProtocolRawStream: async (message, options) => {
      const result = await db.execProtocolRawStream(message, options);
      midRequest = MID_REQUEST.has(message[0]);
      return result;
    },
    // Used by the queue only to roll back what a connection that went away left open.
    exec: (query, options) => {
      midRequest = false;
      return db.exec(query, options);
    },
  };
}
