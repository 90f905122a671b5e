import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { FuzzOperation } from './fuzz-operations';

/** What one operation over graphql-ws came to: its errors (from `next` or `error`), or a dropped socket. */
export interface WsOutcome {
  errors: ReadonlyArray<{ message?: string; extensions?: { code?: unknown } }>;
  closed?: string;
}

/** How long a subscription that was accepted is left open before the fuzz moves on. */
const LISTEN_MS = 100;

/**
 * One graphql-ws connection (anonymous, or with a token in connectionParams) that runs an
 * operation until its first answer, or for LISTEN_MS when it is a subscription that was accepted
 * and has nothing to say yet, and then completes it.
 */
export class WsFuzzClient {
  requests = 0;
  private closedBecause: string | undefined;
  readonly client: Client;

  constructor(url: string, token: () => string | undefined) {
    this.client = createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      // Read when the socket opens, so a reconnect carries the current token.
      connectionParams: () => {
        const current = token();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      on: {
        connected: () => (this.closedBecause = undefined),
        closed: (event) => (this.closedBecause = `closed: ${(event as { code?: number }).code}`),
      },
    });
  }

  run(operation: FuzzOperation): Promise<WsOutcome> {
    this.requests += 1;
    return new Promise((resolve) => {
      let settled = false;
      let stop: () => void = () => undefined;
      const finish = (outcome: WsOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stop();
        resolve(outcome);
      };
      const timer = setTimeout(() => finish({ errors: [] }), LISTEN_MS);
      stop = this.client.subscribe(
        { query: operation.query, variables: operation.variables },
        {
          next: (result) => finish({ errors: result.errors ?? [] }),
          error: (error) =>
            finish(
              Array.isArray(error)
                ? { errors: error as WsOutcome['errors'] }
                : {
                    errors: [],
                    closed: this.closedBecause ?? `socket error: ${String((error as Error)?.message ?? error)}`,
                  },
            ),
          complete: () => finish({ errors: [] }),
        },
      );
    });
  }

  dispose(): Promise<void> {
    return Promise.resolve(this.client.dispose());
  }
}
