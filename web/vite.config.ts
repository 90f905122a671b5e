import { defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_PAGES } from './src/app/first-pages';

const api = 'http://localhost:4000';

// The API serves web/dist in production; in development Vite serves the app and hands
// GraphQL (HTTP and the websocket for subscriptions), the pictures and the prescription uploads
// to the API on port 4000.
const proxy = {
  '/graphql': { target: api, changeOrigin: true, ws: true },
  '/images': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

/** Modules whose screens are for staff (admins, vendors, delivery people), never for a customer. */
const STAFF_MODULE = /[\\/]src[\\/](features[\\/](admin|vendor|delivery)[\\/]|app[\\/]account-pages)/;

/**
 * Finds the files of the build that only staff screens load: every chunk (and its CSS) that the
 * customer's pages can reach without passing through a staff screen is kept out of this set.
 * A 2G phone precaches the customer's app; a staff member's phone caches its screens as it
 * opens them.
 */
function staffOnlyFiles(found: Set<string>): Plugin {
  return {
    name: 'haat-staff-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      found.clear();
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const customer = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || customer.has(fileName)) return;
        customer.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) customer.add(css);
        for (const next of chunk.imports) visit(next);
        for (const next of chunk.dynamicImports) {
          const target = byName.get(next);
          if (target?.facadeModuleId && STAFF_MODULE.test(target.facadeModuleId)) continue;
          visit(next);
        }
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      for (const file of Object.values(bundle)) {
        const isCode = file.fileName.endsWith('.js') || file.fileName.endsWith('.css');
        if (isCode && !customer.has(file.fileName)) found.add(file.fileName);
      }
    },
  };
}

/**
 * Puts a few lines in index.html that start fetching, alongside the app's own code, the code
 * the router would otherwise ask for only once that code has arrived and run (one more round
 * trip, and a queue of small files, on a slow network):
 * - on any address but home's, the GraphQL client (apollo-boundary and what it imports). Home
 *   keeps it out of its first download (its budget, bench/page-weight.cjs) and fetches it once
 *   shown (app/apollo-prefetch.ts);
 * - on a page of app/first-pages.ts, that page's code, and its words in the phone's language
 *   (English's come with the code; Bengali's and Hindi's are picked as shared/i18n picks them).
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'haat-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string): OutputChunk => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`haat-preload-first-page: no chunk of its own for ${module}`);
          return chunk;
        };
        // The entry's own imports are already in index.html.
        const entryFiles = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        );
        const closure = (start: OutputChunk): string[] => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName) || entryFiles.has(fileName)) return;
            files.add(fileName);
            for (const next of byName.get(fileName)?.imports ?? []) visit(next);
          };
          visit(start.fileName);
          return [...files];
        };
        // The catalog parts (shared/i18n/<part>.ts) a page's code brings, to fetch their other languages too.
        const partsOf = (files: string[]) =>
          [
            ...new Set(
              files
                .flatMap((file) => byName.get(file)?.moduleIds ?? [])
                .flatMap((id) => /\/src\/shared\/i18n\/([\w-]+)\.ts$/.exec(id)?.[1] ?? []),
            ),
          ].filter((part) =>
            chunks.some((chunk) => chunk.facadeModuleId?.endsWith(`/src/shared/i18n/locales/bn.${part}.json`)),
          );
        const words = (part: string) =>
          Object.fromEntries(
            ['bn', 'hi'].map((lng) => [
              lng,
              `/${chunkOf(`src/shared/i18n/locales/${lng}${part === 'main' ? '' : `.${part}`}.json`).fileName}`,
            ]),
          );
        const cssOf = (files: string[]) => [
          ...new Set(files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])),
        ];
        const apollo = closure(chunkOf('src/app/apollo-boundary.tsx'));
        // Pages that share a module share one entry of the plan, so index.html stays small.
        const groups: PreloadPlan['groups'] = [];
        const groupOf = new Map<string, number>();
        const pages: PreloadPlan['pages'] = {};
        for (const { path, module } of FIRST_PAGES) {
          if (!groupOf.has(module)) {
            const code = closure(chunkOf(module)).filter((file) => !apollo.includes(file));
            groupOf.set(
              module,
              groups.push({
                code: code.map((file) => `/${file}`),
                css: cssOf(code).map((file) => `/${file}`),
                words: partsOf(code).map(words),
              }) - 1,
            );
          }
          pages[path] = groupOf.get(module)!;
        }
        const plan: PreloadPlan = { apollo: apollo.map((file) => `/${file}`), main: words('main'), groups, pages };
        return [{ tag: 'script', children: preloadScript(plan), injectTo: 'head-prepend' }];
      },
    },
  };
}

interface PreloadPlan {
  /** The GraphQL client's code. */
  apollo: string[];
  /** The main catalog of words, by language (English's is in the app's code). */
  main: Record<string, string>;
  /** A page's code, its styles, and the other languages' words of each catalog part it brings. */
  groups: { code: string[]; css: string[]; words: Record<string, string>[] }[];
  /** Which group each first page loads. */
  pages: Record<string, number>;
}

/**
 * The script index.html runs. It waits for the first frame, so the boot screen is painted before
 * these downloads share the line with the app's stylesheet, then names every file at once (one
 * change to the page, rather than one per file). The language is picked as shared/i18n picks it
 * (the choice kept on the phone, else the browser's). Kept tiny and free of anything an old
 * phone's browser lacks.
 */
function preloadScript(plan: PreloadPlan): string {
  return `(function(p){var path=location.pathname.replace(/\\/+$/,'')||'/',lng,h=[],css=[];try{lng=localStorage.getItem('haat.language')}catch(e){}
if(!lng){var l=navigator.languages||[navigator.language];for(var i=0;i<l.length;i++){var b=String(l[i]).toLowerCase().split('-')[0];if(b==='en'||b==='bn'||b==='hi'){lng=b;break}}}
if(p.main[lng])h.push(p.main[lng]);var page=path==='/'?null:p.groups[p.pages[path]];if(path!=='/')h=h.concat(p.apollo);
if(page){h=h.concat(page.code);css=page.css;for(var j=0;j<page.words.length;j++)if(page.words[j][lng])h.push(page.words[j][lng])}
if(!h.length)return;var t='';for(var k=0;k<h.length;k++)t+='<link rel="modulepreload" crossorigin href="'+h[k]+'">';
for(k=0;k<css.length;k++)t+='<link rel="preload" as="style" crossorigin href="'+css[k]+'">';
requestAnimationFrame(function(){document.head.insertAdjacentHTML('beforeend',t)})})(${JSON.stringify(plan)})`;
}

const staffOnly = new Set<string>();

export default defineConfig({
  plugins: [
    react(),
    staffOnlyFiles(staffOnly),
    preloadFirstPage(),
    VitePWA({
      // main.tsx registers the worker once the first page is usable (web/src/app/service-worker.ts).
      injectRegister: false,
      // The new worker takes over as soon as it has the whole new build (see service-worker.ts for why).
      registerType: 'autoUpdate',
      includeAssets: ['icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Haat — হাট',
        short_name: 'Haat',
        description: 'Medicines, doctors, emergency numbers, transport, groceries and local services for our villages.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1e6b3a',
        background_color: '#fbf6ec',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        manifestTransforms: [
          // Staff code out; each file once (the manifest's icons are also found by the glob).
          async (entries) => ({
            manifest: entries.filter(
              (entry, at) => !staffOnly.has(entry.url) && entries.findIndex((other) => other.url === entry.url) === at,
            ),
            warnings: [],
          }),
        ],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Any address of the app opens from the precached index.html, so the router decides offline too.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/graphql/, /^\/images\//, /^\/uploads\//, /^\/health/],
        runtimeCaching: [
          {
            // Public GraphQL queries (sent as GET without an Authorization header, see
            // shared/apollo/client.ts): the network when it answers in time, else the last answer
            // this phone saw. A signed-in request carries its token and is never stored.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              url.pathname === '/graphql' &&
              request.method === 'GET' &&
              !request.headers.has('authorization'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'haat-graphql',
              networkTimeoutSeconds: 10,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
            },
          },
          {
            // Pictures are the heaviest thing on 2G; a product photo never changes under its address.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'haat-images',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
          {
            // The staff screens' code, kept out of the precache: cached once opened. Names carry
            // their content's hash, so a cached file is never stale.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'haat-code-on-demand',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get chunks of their own that stay
        // cached on phones across our deploys. Apollo (with graphql and rxjs) is apart from the
        // rest because the home page does not need it; the WebSocket client (graphql-ws) is apart
        // again, fetched only by screens that follow something live.
        codeSplitting: {
          groups: [
            { name: 'live', test: /node_modules[\\/]graphql-ws[\\/]/, priority: 3 },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|void-elements|html-parse-stringify|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            { name: 'apollo', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
