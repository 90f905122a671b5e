import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of index.html's inline scripts and styles, as CSP sources: the boot screen's style
 * and the first-page preload script (web/vite.config.ts) are allowed by their exact text, so no
 * other inline script can run ('unsafe-inline' would let any injected one run too).
 */
export function inlineSourceHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) =>
    sha256(m[1]),
  );
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  return { scripts, styles };
}

/** The web app's policy: everything from this origin, the inline parts of index.html by hash. */
export function webAppPolicy(indexHtml: string | null): Record<string, string[] | null> {
  const inline = indexHtml ? inlineSourceHashes(indexHtml) : { scripts: [], styles: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inline.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...inline.styles],
    // Pictures from /images, the logo and icons written as data: URIs, a prescription photo shown before it is sent (blob:).
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // /graphql by fetch and by WebSocket: 'self' covers ws(s):// to the same host and port.
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The app may be served over plain HTTP on a village network or in tests; HTTPS is the proxy's
    // business, and upgrading would break every request there.
    upgradeInsecureRequests: null,
  };
}

/**
 * helmet's headers for the two halves of the server: Express (the web app, pictures, probes) and
 * /graphql, which node:http serves apart (graphql-endpoint.ts) and so calls the handler itself.
 * GraphQL answers are JSON and need no sources at all; but Apollo's sandbox page, when it is on
 * (outside production, or GRAPHQL_INTROSPECTION=true), loads its code from Apollo's CDN, so then
 * /graphql goes without a policy rather than with one that lets in a third party's scripts.
 */
export function securityHeaders({ indexHtml, sandbox }: { indexHtml: string | null; sandbox: boolean }): {
  webApp: Handler;
  graphql: Handler;
} {
  const webApp = helmet({ contentSecurityPolicy: { useDefaults: false, directives: webAppPolicy(indexHtml) } });
  const graphql = helmet({
    contentSecurityPolicy: sandbox
      ? false
      : { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  return { webApp, graphql };
}
