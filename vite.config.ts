import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bakery } from './shared-schema/src/bakery';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** The sync server `npm run dev` starts next to Vite; /api and /ws are proxied to it. */
const serverUrl = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: 'pwa',
  plugins: [
    react(),
    // The installable app: a manifest Chromium accepts, and a service worker that precaches the
    // app shell and serves navigations offline. API calls never go through its caches (the
    // app's data lives in IndexedDB); recipe photos are cached as they are seen, up to 60.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: bakery.name,
        short_name: 'Bridger Bakery',
        description: 'Gluten-free breads, bagels, scones and cookies from Bozeman, Montana, for pickup.',
        theme_color: '#9a5a2b',
        background_color: '#fffaf4',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        icons: [
          { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Uppy is only for uploading, which needs a connection anyway (offline, a plain picker).
        globIgnores: ['**/photo-uploader-*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'recipe-photos',
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/ws': { target: serverUrl.replace('http', 'ws'), ws: true },
    },
  },
  test: {
    // Server test files each start a server on their own SQLite file; two cores, two at a time.
    maxWorkers: 2,
    projects: [
      {
        root: repoRoot,
        test: {
          name: 'server',
          environment: 'node',
          include: ['sync-server/**/*.test.ts', 'shared-schema/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        root: repoRoot,
        test: {
          name: 'pwa',
          environment: 'node',
          include: ['pwa/src/**/*.test.ts'],
          // IndexedDB tests bring their own: `import 'fake-indexeddb/auto'`. Some start a server.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
