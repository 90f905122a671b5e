import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Logger } from './logger';

/** The most a GraphQL request body may hold; a whole order is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The error body every transport-level refusal shares with the rest of the API. */
export function transportError(res: ServerResponse, status: number, message: string, code: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

export function isGraphqlPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?', 1)[0];
  return path === '/graphql' || path === '/graphql/';
}

/**
 * /graphql served from node:http with Apollo's own request handling: read a bounded JSON body,
 * hand Apollo the method, headers and query string, write back what it answers.
 *
 * Why not Express for this one path: measured with `npm run bench`, Express's router, body parser
 * and request/response decoration cost about a third of the CPU of a catalog page, and a phone
 * on a slow connection waits for every millisecond a busy server spends. Express still serves
 * everything else (health, images, the web app).
 */
export function graphqlEndpoint<C extends BaseContext>({
  apollo,
  context,
  log,
}: {
  apollo: ApolloServer<C>;
  context: (req: IncomingMessage, res: ServerResponse) => Promise<C>;
  log: Logger;
}): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error }, 'unhandled GraphQL transport error');
      transportError(res, 500, 'Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR');
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    if (req.method === 'POST') {
      const read = await readJsonBody(req);
      if (read.refused) {
        const [status, message] =
          read.refused === 'too-large' ? [413, 'Request body too large'] : [400, 'Malformed request body'];
        // Past the limit the rest is not read; closing the connection stops the sender.
        if (read.refused === 'too-large') res.setHeader('connection', 'close');
        transportError(res, status, message, 'BAD_REQUEST');
        return;
      }
      body = read.body;
    }

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const queryAt = req.url?.indexOf('?') ?? -1;
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method?.toUpperCase() ?? 'GET',
        headers,
        search: queryAt >= 0 ? req.url!.slice(queryAt) : '',
        body,
      },
      context: () => context(req, res),
    });

    // Headers set during the operation (the refresh cookie) stay; Apollo's are added to them.
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }
}

type BodyRead = { refused?: undefined; body: unknown } | { refused: 'too-large' | 'malformed' };

/**
 * A JSON object (or array, for batches) when the request says it sends JSON; anything else is left
 * for Apollo to refuse with its own message. An empty JSON body reads as {}, as body parsers do.
 */
function readJsonBody(req: IncomingMessage): Promise<BodyRead> {
  const type = req.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
  const isJson = type === 'application/json' || (type?.startsWith('application/') && type.endsWith('+json'));
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.resolve({ refused: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyRead) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        settle({ refused: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => settle({ refused: 'malformed' }));
    // A sender that goes away mid-body: nothing to answer, but nothing left waiting either.
    req.on('close', () => settle({ refused: 'malformed' }));
    req.on('end', () => {
      if (!isJson) return settle({ body: undefined });
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return settle({ body: {} });
      try {
        const parsed: unknown = JSON.parse(text);
        // Only objects and arrays are GraphQL requests; a bare number or string is not.
        settle(parsed !== null && typeof parsed === 'object' ? { body: parsed } : { refused: 'malformed' });
      } catch {
        settle({ refused: 'malformed' });
      }
    });
  });
}
