import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's own refusals of requests it cannot parse, by its error code: status, reason, message. */
const REFUSALS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request address or headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Request body too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Malformed request'];

/**
 * Requests node:http refuses before any handler sees them (a URL or headers over 16 kB, say a
 * long GET query; a broken request line) are answered as every other refusal is: JSON with a
 * coded error, rather than node's bare status line, which a client could not read. Otherwise
 * the same as node's default handler.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Like node: never write into a response that has begun (it would corrupt it), nor to a closed socket.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
      const [status, reason, message] = REFUSALS[error.code ?? ''] ?? MALFORMED;
      const body = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  });
}
