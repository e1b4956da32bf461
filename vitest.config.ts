import { defineConfig } from 'vitest/config';
import { timeLimit } from './sync-server/src/testing/time-limits';

/**
 * The unit and server tests (npm run test:unit), apart from the app's build (vite.config.ts):
 * two projects, each run from the repository's root. `npm run test:coverage` reports coverage,
 * as a summary and as coverage/index.html; it is a reading, not a gate.
 */
export default defineConfig({
  test: {
    // Server test files each start a server on their own SQLite file; two cores, two at a time.
    maxWorkers: 2,
    // bcrypt at its lowest cost, for the hundreds of owners' passwords the suites hash and check
    // (services/session/auth.ts says why); the browser tests' servers hash at the real 12.
    env: { PASSWORD_HASH_COST: '4' },
    coverage: {
      provider: 'v8',
      include: ['pwa/src/**', 'sync-server/src/**', 'shared-schema/src/**'],
      // The model test's steps and model (sync-server/src/model/) are the test's, not the product's.
      exclude: ['**/*.test.ts', '**/testing/**', 'sync-server/src/model/**'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['sync-server/**/*.test.ts', 'shared-schema/**/*.test.ts'],
          // The files of a worker share its loaded modules instead of each loading the server's
          // graph again (53 s of 127 before, on two cores): every file starts a server of its
          // own on a database of its own, so what a module keeps is the code, not a bakery.
          isolate: false,
          testTimeout: timeLimit(20_000),
          // A file's server starts in its beforeAll: on PostgreSQL that is a database of its own,
          // made and migrated, which on a busy two-core machine can take more than Vitest's 10 s.
          hookTimeout: timeLimit(30_000),
        },
      },
      {
        test: {
          name: 'pwa',
          environment: 'node',
          include: ['pwa/src/**/*.test.ts'],
          // IndexedDB tests bring their own: `import 'fake-indexeddb/auto'`. Some start a server.
          testTimeout: timeLimit(20_000),
          hookTimeout: timeLimit(10_000),
        },
      },
    ],
  },
});
