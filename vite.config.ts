import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** The sync server `npm run dev` starts next to Vite; /api and /ws are proxied to it. */
const serverUrl = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: 'pwa',
  plugins: [react()],
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
        },
      },
    ],
  },
});
