import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import react from '@vitejs/plugin-react';
import { build as viteBuild, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bakery } from './shared-schema/src/bakery';
import { defineConfig } from 'vite';

/** The sync server `npm run dev` starts next to Vite; /api and /ws are proxied to it. */
const serverUrl = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Joy's own modules are given the bakery's theme as their default theme: the app has no Joy
 * provider to pass it down (app/providers.tsx), and Joy builds one theme, not its own as well
 * (extendTheme(): tens of milliseconds of a phone's start-up). For the build, the server's
 * bundle and, in dev mode, the bundle of dependencies Vite prepares (optimizeDeps).
 */
function bakeryThemeAsJoyDefault(): Plugin {
  const bakeryTheme = fileURLToPath(new URL('./pwa/src/app/theme.ts', import.meta.url));
  return {
    name: 'bakery:joy-default-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromJoy = importer !== undefined && /[\\/]@mui[\\/]joy[\\/]/.test(importer);
      return fromJoy && /(^|\/)defaultTheme(\.js)?$/.test(source) ? bakeryTheme : null;
    },
  };
}

/**
 * The bundler wraps each CommonJS package in an arrow function it calls when the package is
 * first imported: React DOM is one such function of 200 KB. V8 compiles a function lazily unless
 * it looks called at once: it preparses it while the script downloads (off the main thread),
 * then parses all of it again on the main thread when it is called, in the longest task of a
 * first visit. Written as a parenthesized function expression (V8's sign of a function called
 * at once) it is compiled with the script, while it downloads. Measured on a first visit: the
 * main thread's CPU time evaluating the first download, median of eight loads, 62 ms to 53 ms.
 */
function eagerCommonJsWrappers(): Plugin {
  const wrapper = /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;
  return {
    name: 'bakery:eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      const output = new MagicString(code);
      for (const match of code.matchAll(wrapper)) {
        output.overwrite(match.index, match.index + match[0].length, `__commonJSMin((function (${match[1]}) {`);
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * The service worker's Web Push handler (pwa/src/sw/push-handler.ts), built on its own as one
 * classic script, push-handler.js, which the generated service worker loads with importScripts
 * (workbox.importScripts below). vite-plugin-pwa keeps writing the service worker itself
 * (generateSW), so its precaching and page caching stay exactly as the offline tests know them.
 */
function pushHandlerScript(): Plugin {
  const entry = fileURLToPath(new URL('./pwa/src/sw/push-handler.ts', import.meta.url));
  return {
    name: 'bakery:push-handler',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    async generateBundle() {
      const built = await viteBuild({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'bakeryPushHandler', fileName: () => 'push-handler.js' },
        },
      });
      const output = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
      const code = output.output[0]?.code;
      if (!code) throw new Error('the push handler did not build');
      this.emitFile({ type: 'asset', fileName: 'push-handler.js', source: code });
    },
  };
}

/** React itself: everything needs it, so it stays out of React DOM's chunk. */
const reactChunk = { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 };

/** React DOM, its scheduler and the module that starts it (pwa/src/lib/react-dom-client.ts). */
const reactDomChunk = {
  name: 'react-dom',
  priority: 1,
  test: /node_modules[\\/](react-dom|scheduler)[\\/]|pwa[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
};

/**
 * The bakery's facts and its places (shared-schema/src/bakery.ts, places.ts): small, and read by
 * the first visit's footer and by most screens after it. One chunk, not two: a chunk of its
 * own for places.ts cost the first visit 0.2 KB and a request.
 */
const bakeryChunk = { name: 'bakery', test: /shared-schema[\\/]src[\\/](bakery|places)\.ts$/, priority: 0 };

/**
 * A first visit runs its code in two tasks, not one: the entry (the app's modules) and React
 * DOM (about half of the work), which the entry imports dynamically and index.html asks for as
 * an async module script, so it downloads with the entry and runs in a task of its own as soon
 * as it is here. One task of 50 ms on this machine is 200 ms on Lighthouse's 4x slower phone,
 * blocking it for 150 ms; two of 25 ms block it for 50 ms each.
 */
function reactDomInItsOwnTask(): Plugin {
  return {
    name: 'bakery:react-dom-in-its-own-task',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === reactDomChunk.name,
        );
        if (!chunk) throw new Error(`the build has no ${reactDomChunk.name} chunk`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'pwa',
  resolve: {
    alias: [
      // Dexie's ES module build, not the UMD build its package sends imports to (through
      // import-wrapper.mjs, which guards against two copies when some code require()s it; none
      // here does). The UMD build is one function around the whole library: the browser parses
      // it twice, once as it downloads and again in full when it is called, on the main thread.
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/dexie.mjs', import.meta.url)) },
    ],
  },
  optimizeDeps: { rolldownOptions: { plugins: [bakeryThemeAsJoyDefault()] } },
  plugins: [
    react(),
    eagerCommonJsWrappers(),
    reactDomInItsOwnTask(),
    bakeryThemeAsJoyDefault(),
    pushHandlerScript(),
    // The installable app: a manifest Chromium accepts, and a service worker that precaches the
    // app shell and keeps pages working offline. API calls never go through its caches (the
    // app's data lives in IndexedDB); recipe photos are cached as they are seen, up to 60.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: bakery.name,
        short_name: 'Bridger Bakery',
        description: 'Gluten-free breads, bagels, scones and cookies from Bozeman, Montana, for pickup.',
        // The app's identity: the same installed app whatever start_url becomes later.
        id: '/',
        theme_color: bakery.colors.theme,
        background_color: bakery.colors.page,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // A long press on the icon: straight to the shop or to her orders.
        shortcuts: [
          {
            name: 'Shop this week’s bakes',
            short_name: 'Shop',
            url: '/',
            icons: [{ src: 'pwa-192x192.png', sizes: '192x192' }],
          },
          {
            name: 'Your orders',
            short_name: 'Orders',
            url: '/orders',
            icons: [{ src: 'pwa-192x192.png', sizes: '192x192' }],
          },
        ],
        // What the install dialog shows (Chromium's richer install UI): the shop, phone and desk.
        screenshots: [
          {
            src: 'screenshots/shop-narrow.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The shop on a phone',
          },
          {
            src: 'screenshots/shop-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'The shop on a computer',
          },
        ],
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
        // The install dialog's screenshots are fetched by the browser when it shows them.
        globIgnores: ['**/photo-uploader-*', 'screenshots/**'],
        cleanupOutdatedCaches: true,
        // Web Push: shows a push and opens the page a tap names (pushHandlerScript above).
        importScripts: ['push-handler.js'],
        // "/" and the other pages are rendered by the server, not the precached shell
        // (index.html) that vite-plugin-pwa would answer every navigation with: see 'pages'.
        navigateFallback: null,
        directoryIndex: '',
        runtimeCaching: [
          // Pages: the server's, rendered with this week's bakes, when it answers within 3 s;
          // else the last one this phone was sent, else the app shell (the app then shows what
          // IndexedDB saved). The public pages are rendered by the server, so they are asked
          // for first, not served from the precache.
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|ws|uploads)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 20 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
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
    // The server's build (entry-server.tsx) goes inside the client's, which has the icons.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the server asks for a page's own code with the page.
    manifest: !isSsrBuild,
    // The products' pictures are files, not text in the shop's first script: the server's page
    // names them, so they load beside the code instead of inside it (3 KB of the first download,
    // gzipped), and the service worker keeps them for offline as it keeps every svg.
    assetsInlineLimit: (file) => (/[\\/]assets[\\/]products[\\/]/.test(file) ? false : undefined),
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [reactChunk, reactDomChunk, bakeryChunk] } } },
  },
  // The client build says production by itself; the server's bundle is told so.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: {
    // One file with every package in it, built for production: Joy's ES modules import folders
    // without their file names, which Node refuses, and React's server renderer is its fast
    // build whatever NODE_ENV the server runs with.
    noExternal: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/ws': { target: serverUrl.replace('http', 'ws'), ws: true },
    },
  },
}));
