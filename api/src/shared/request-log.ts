import type { IncomingMessage, ServerResponse } from 'node:http';
import pinoHttp, { type HttpLogger } from 'pino-http';
import type { Logger } from './logger';

/**
 * Web pages whose address holds a person's phone number (/findOrder/9876543210, and the router
 * reads paths whatever their case): the number is the part the log keeps back.
 */
const PERSONAL_PATHS = [/^(\/findorder\/)[^/]+/i];

/**
 * What the log keeps of a request's address: the path, never the query string (a public GraphQL
 * query is a GET with its variables there, a password-reset link carries its token there) and
 * never a phone number in a page's path.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '').split(/[?#]/, 1)[0];
  return PERSONAL_PATHS.reduce((kept, pattern) => kept.replace(pattern, '$1***'), path);
}

/**
 * One short line a request: its method, path and status. No headers, so no tokens or cookies end
 * up in the logs. Unwrapped, the serializers get the request itself rather than a full copy of it
 * made and thrown away.
 */
export function requestLogger(log: Logger): HttpLogger<IncomingMessage, ServerResponse> {
  return pinoHttp({
    logger: log,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
    wrapSerializers: false,
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
