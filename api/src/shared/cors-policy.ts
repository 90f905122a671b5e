import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * CORS for the origins in CORS_ORIGINS only (a web app served from another address). By default
 * there are none: the app and the API share one origin and need no CORS, and a page elsewhere gets
 * no Access-Control-Allow-Origin, so the browser keeps its answers from it. Credentials are allowed
 * for the listed origins, as the refresh cookie must travel with their requests.
 */
export function corsPolicy(origins: readonly string[]): Handler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    // A phone on a slow network should not repeat the preflight before every request.
    maxAge: 600,
  });
}
