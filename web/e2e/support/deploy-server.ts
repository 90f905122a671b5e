import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { baseUrl } from './browser';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** What the app's server answers itself rather than from the web build. */
const API_PATH = /^\/(graphql|images|uploads|health|readyz)(\/|$|\?)/;

export interface DeployServer {
  url: string;
  /** Serves `dist` from now on, as a deploy that replaces the files on the server does. */
  deploy(dist: string): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the app's server whose web build can be swapped while pages are open: it serves
 * the build's files with the app's cache headers (api/src/app.ts, serveWebApp) and index.html for
 * any other address, and passes GraphQL, pictures and health checks to the running app.
 */
export async function startDeployServer(firstDist: string): Promise<DeployServer> {
  let dist = firstDist;
  const app = baseUrl();
  const server = http.createServer((req, res) => {
    void answer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    if (API_PATH.test(url)) {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readAll(req);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name, value]) => typeof value === 'string' && name !== 'host' && name !== 'connection',
        ),
      ) as Record<string, string>;
      const answer = await fetch(`${app}${url}`, { method: req.method, headers, body: body && new Uint8Array(body) });
      const out = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding',
        ),
      );
      res.writeHead(answer.status, out);
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const pathname = decodeURIComponent(url.split('?', 1)[0]);
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (pathname !== '/' && file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const name = path.basename(file);
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : name === 'sw.js' || name === 'manifest.webmanifest'
          ? 'no-cache'
          : 'public, max-age=3600';
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      res.end(fs.readFileSync(file));
      return;
    }
    if (pathname.startsWith('/assets/')) {
      // A file of an earlier build: gone, as on the real server.
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
    res.end(fs.readFileSync(path.join(dist, 'index.html')));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy(next) {
      dist = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A copy of the web build as the next deploy would leave it: every hashed file under a new name,
 * and every reference to it (in the code, index.html and the service worker's precache list)
 * changed to match, so the service worker script differs and old names are gone from the server.
 */
export function nextBuildOf(dist: string): string {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-next-build-'));
  fs.cpSync(dist, next, { recursive: true });
  const assets = path.join(next, 'assets');
  const renames = new Map<string, string>();
  for (const name of fs.readdirSync(assets)) {
    const renamed = name.replace(
      /-([\w-]{8})\.(js|css)$/,
      (_all, hash: string, ext: string) => `-${[...hash].reverse().join('')}N.${ext}`,
    );
    if (renamed === name) continue;
    renames.set(name, renamed);
    fs.renameSync(path.join(assets, name), path.join(assets, renamed));
  }
  const textFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return textFiles(full);
      return /\.(js|css|html|json|webmanifest)$/.test(entry.name) ? [full] : [];
    });
  for (const file of textFiles(next)) {
    const text = fs.readFileSync(file, 'utf8');
    let changed = text;
    for (const [from, to] of renames) changed = changed.split(from).join(to);
    // The service worker lists index.html with a revision; a new deploy's differs.
    if (path.basename(file) === 'sw.js')
      changed = changed.replace(/"index\.html",revision:"[0-9a-f]+"|url:"index\.html",revision:"[0-9a-f]+"/g, (entry) =>
        entry.replace(/revision:"[0-9a-f]+"/, 'revision:"next-deploy"'),
      );
    if (changed !== text) fs.writeFileSync(file, changed);
  }
  return next;
}
