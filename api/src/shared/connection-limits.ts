import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';

/** Close code for a connection refused because the client already holds too many. */
export const TOO_MANY_CONNECTIONS = 4429;

/**
 * Bounds what one client (by address) can hold open on the WebSocket endpoint, so a flood of
 * connections from one place cannot use up the server. Those over the limit are closed at once.
 */
export function limitConnectionsPerClient(
  wsServer: WebSocketServer,
  limit: number,
  clientAddress: (request: IncomingMessage) => string,
): void {
  const open = new Map<string, number>();
  wsServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const client = clientAddress(request);
    const count = (open.get(client) ?? 0) + 1;
    if (count > limit) {
      socket.close(TOO_MANY_CONNECTIONS, 'Too many connections from this address');
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
