import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The container test alone (`npm run test:container`): it builds the image and starts compose
 * with podman, minutes that npm test's suites have no place for; .ci/run runs it beside them.
 */
export default defineConfig({
  test: {
    name: 'container',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['deploy/container/*.test.ts'],
    environment: 'node',
    // One compose project on fixed container names: the steps run in order, one at a time.
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 15 * 60_000,
  },
});
