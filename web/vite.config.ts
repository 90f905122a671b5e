import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:4000';

// The API serves web/dist in production; in development Vite serves the app and hands
// GraphQL (HTTP and the websocket for subscriptions), the pictures and the prescription uploads
// to the API on port 4000.
const proxy = {
  '/graphql': { target: api, changeOrigin: true, ws: true },
  '/images': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
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
