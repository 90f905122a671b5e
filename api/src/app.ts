import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { WebSocketServer } from 'ws';
import { productPhotos } from './modules/catalog/product-photos';
import { bannerImages } from './modules/content/banner-images';
import { galleryUploads } from './modules/gallery/gallery-uploads';
import { imageUploadRouter } from './modules/media/image-uploads';
import { doctorPhotos } from './modules/medical/doctor-photos';
import { imageRouter } from './modules/media/image.route';
import { labReportRouter } from './modules/orders/lab-reports';
import { prescriptionRouter } from './modules/orders/prescriptions';
import { buildAppSchema } from './schema';
import { bearerTokenFrom, RequestAuth } from './shared/auth/request-auth';
import type { Config } from './shared/config';
import type { AppServices, RequestContext } from './shared/context';
import { clientAddressReader, proxyTrust } from './shared/client-address';
import { answerClientErrorsAsJson } from './shared/client-errors';
import { limitConnectionsPerClient } from './shared/connection-limits';
import { corsPolicy } from './shared/cors-policy';
import { graphqlEndpoint, isGraphqlPath } from './shared/graphql-endpoint';
import { requestLogger } from './shared/request-log';
import { securityHeaders } from './shared/security-headers';
import { maskError, maskWsErrors } from './shared/mask-error';
import {
  checkOperation,
  hideFieldSuggestions,
  limitedParseOptions,
  operationLimitRules,
  withoutSuggestions,
} from './shared/operation-limits';
import type { Logger } from './shared/logger';

export interface AppDeps {
  config: Pick<
    Config,
    'nodeEnv' | 'webDist' | 'trustProxy' | 'wsConnectionsPerClient' | 'graphqlIntrospection' | 'corsOrigins'
  >;
  db: DataSource;
  log: Logger;
  services: AppServices;
}

export interface App {
  httpServer: http.Server;
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 2000;
/** Subscriptions one WebSocket connection may hold at once; a page needs two or three. */
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;

/** The HTTP + WebSocket server: /graphql, health probes and the built web app, on one port. */
export async function createApp({ config, db, log, services }: AppDeps): Promise<App> {
  const schema = await buildAppSchema(services.events.pubSub);
  const app = express();
  app.disable('x-powered-by');
  // GraphQL answers POSTs, which no cache revalidates: hashing every body for an ETag is waste.
  // (The web app's files get theirs from express.static, which does not read this setting.)
  app.set('etag', false);
  // Behind a load balancer the client's address comes from X-Forwarded-For, as far as the proxies
  // TRUST_PROXY names vouch for it; otherwise it is ignored. One reading for HTTP and WebSocket.
  app.set('trust proxy', proxyTrust(config.trustProxy));
  const clientAddress = clientAddressReader(config.trustProxy);
  const headers = securityHeaders({ indexHtml: readIndexHtml(config.webDist), sandbox: config.graphqlIntrospection });
  const cors = corsPolicy(config.corsOrigins);
  // /graphql goes straight to Apollo (see graphql-endpoint.ts); everything else through Express.
  // Both get the same security headers and CORS, /graphql by calling the middleware itself.
  // Set once Apollo has started (below); requests before then are answered by Express.
  // eslint-disable-next-line prefer-const -- assigned after the server that reads it is made
  let serveGraphql: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const httpServer = http.createServer((req, res) => {
    if (serveGraphql && isGraphqlPath(req.url)) {
      const serve = serveGraphql;
      headers.graphql(req, res, () => cors(req, res, () => serve(req, res)));
    } else app(req, res);
  });
  answerClientErrorsAsJson(httpServer);
  app.use(headers.webApp, cors);

  const makeContext = (
    bearerToken: string | undefined,
    client: RequestContext['client'],
    http?: RequestContext['http'],
  ): RequestContext => ({
    db,
    log,
    services,
    auth: new RequestAuth(db, bearerToken, services.settings.jwtSecret, services.clock),
    client,
    http,
  });
  const httpContext = (req: IncomingMessage, res: ServerResponse): RequestContext =>
    makeContext(
      bearerTokenFrom(req.headers.authorization),
      { ip: clientAddress(req), userAgent: req.headers['user-agent'] ?? null },
      { req, res },
    );

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  // Registered before graphql-ws's own listener, so a refused socket never reaches it.
  limitConnectionsPerClient(wsServer, config.wsConnectionsPerClient, clientAddress);
  // News may have been missed while Redis was away: every live screen reconnects (1012, "service
  // restart", which clients retry) and refetches what it shows.
  services.events.onResync(() => {
    for (const socket of wsServer.clients) socket.close(1012, 'Live news restarting');
  });
  const subscriptionsOf = new WeakMap<object, number>();
  // Errors go out coded and masked as over HTTP (Apollo's formatError and plugins do not see this
  // path), and without "Did you mean" where introspection is off.
  const wsErrors = (errors: readonly GraphQLError[]) => {
    const masked = maskWsErrors(errors, log);
    return config.graphqlIntrospection
      ? masked
      : masked.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
  };
  const wsCleanup = useServer(
    {
      schema,
      // The access token rides in connectionParams: { authorization: "Bearer ..." }.
      context: ({ connectionParams, extra }) =>
        makeContext(bearerTokenFrom(connectionParams?.authorization), {
          ip: clientAddress(extra.request),
          userAgent: extra.request.headers['user-agent'] ?? null,
        }),
      // A connection may carry several subscriptions, but not without bound.
      onSubscribe: (ctx, _id, payload) => {
        const count = (subscriptionsOf.get(ctx.extra.socket) ?? 0) + 1;
        if (count > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
          return [
            new GraphQLError('Too many subscriptions on one connection.', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ];
        }
        // The same size limits, and the same refusal of introspection, as over HTTP, where Apollo applies them.
        const checked = checkOperation(schema, payload.query, { introspection: config.graphqlIntrospection });
        if ('errors' in checked) return checked.errors;
        // Counted only once it runs: graphql-ws calls onComplete for operations that ran, never for
        // those refused here, so a refusal counted would hold its place until the socket closed.
        subscriptionsOf.set(ctx.extra.socket, count);
        return {
          schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      onComplete: (ctx) => {
        subscriptionsOf.set(ctx.extra.socket, Math.max(0, (subscriptionsOf.get(ctx.extra.socket) ?? 1) - 1));
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: wsErrors(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => {
        for (const error of errors) log.warn({ err: error }, 'subscription error');
        return wsErrors(errors);
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, WebSocket, then the database); two handlers would race.
    stopOnTerminationSignals: false,
    introspection: config.graphqlIntrospection,
    formatError: (formatted, error) => maskError(formatted, error, log),
    parseOptions: limitedParseOptions,
    validationRules: [...operationLimitRules],
    plugins: [
      // The sandbox goes with introspection: without it, the page could show nothing.
      config.graphqlIntrospection
        ? ApolloServerPluginLandingPageLocalDefault({ footer: false })
        : ApolloServerPluginLandingPageDisabled(),
      ...(config.graphqlIntrospection ? [] : hideFieldSuggestions),
      // No field carries cache hints, and the plugin otherwise wraps every field's resolver on every request.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  const logRequest = requestLogger(log);
  app.use(logRequest);
  const graphql = graphqlEndpoint({ apollo, log, context: async (req, res) => httpContext(req, res) });
  serveGraphql = (req, res) => {
    logRequest(req, res);
    graphql(req, res);
  };

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await withTimeout(db.query('SELECT 1'), READY_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (error) {
      log.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', reason: 'database does not answer' });
    }
  });

  app.use('/images', imageRouter(log, undefined, services.settings.uploadDir));
  app.use('/uploads/prescriptions', prescriptionRouter(db, services, log, clientAddress));
  app.use('/uploads/lab-reports', labReportRouter(db, services, log, clientAddress));
  app.use(
    '/uploads',
    imageUploadRouter(db, services, log, [productPhotos, doctorPhotos, galleryUploads, bannerImages]),
  );

  serveWebApp(app, config.webDist, log);
  app.use(jsonErrorHandler(log));

  return {
    httpServer,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      await apollo.stop();
      wsServer.close();
      await services.limits.close();
      await services.events.close();
      services.mailer.close();
    },
  };
}

/** The index.html the web app is served with, for its inline parts' hashes; null when not built. */
function readIndexHtml(webDist: string): string | null {
  try {
    return fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** The built single-page app; any path that is not a file gets index.html so the router decides. */
function serveWebApp(app: express.Express, webDist: string, log: Logger): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  // Scripts, styles and index.html shrink to about a third gzipped: on 2G that is seconds. (Pictures
  // are already compressed and are skipped by their type.)
  app.use(compression());
  // Hashed assets never change, so phones may keep them; index.html must always be fresh.
  app.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // The service worker and the manifest are checked on every start, so a deploy reaches phones at once.
  const alwaysFresh = new Set(['sw.js', 'manifest.webmanifest']);
  app.use(
    express.static(webDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (alwaysFresh.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/graphql).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/** Bad JSON bodies and other request errors answer as GraphQL-shaped JSON, never a stack trace. */
function jsonErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = clientStatusOf(error);
    if (status >= 500) log.error({ err: error }, 'unhandled request error');
    const message =
      status === 404
        ? 'Not found'
        : status === 413
          ? 'Request body too large'
          : status >= 500
            ? 'Something went wrong on our side. Please try again.'
            : 'Malformed request body';
    res.status(status).json({
      errors: [
        {
          message,
          extensions: {
            code: status === 404 ? 'NOT_FOUND' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST',
          },
        },
      ],
    });
  };
}

/** The 4xx status a body parser set on its error (bad JSON, too large), or 500 for anything else. */
function clientStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
