import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, chromiumHeadlessShell } from './pwa/e2e/support/chromium';

/**
 * Browser tests: real Chromium (pwa/e2e/support/chromium.ts says which) against the real
 * server (built PWA, API, SQLite), started the way `npm start` starts it, on a temporary
 * database with a short cart hold.
 */

// Set once in the runner; the workers it spawns inherit it, so all share one folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bakery-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const basePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The tests run in lanes, each a worker with a server and a database of its own (a test
 * resets its lane's bakery, so two cannot share one). A lane keeps about two cores busy (its
 * Chromium most of all): on two cores, two lanes took 16 minutes where one takes less.
 */
const lanes = Number(process.env.E2E_LANES ?? Math.max(1, Math.floor(availableParallelism() / 2)));

function laneServer(lane: number) {
  const folder = path.join(dataDir, `lane-${lane}`);
  return {
    url: `http://127.0.0.1:${basePort + lane}`,
    databaseFile: path.join(folder, 'bakery.sqlite'),
    outboxDir: path.join(folder, 'outbox'),
    uploadDir: path.join(folder, 'uploads'),
    backupDir: path.join(folder, 'backups'),
  };
}

/** The server of the lane this worker runs (Playwright numbers a worker's lane from 0). */
export const e2eServer = {
  ...laneServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
  admin: { email: 'owner@bakery.test', password: 'e2e-owner-password' },
  /** The bakery's contact address (CONTACT_EMAIL): not the one built into the code, so a page showing that one fails. */
  contactEmail: 'hello@bakery.test',
  /** Short, so the "cart expired" story runs in seconds. */
  reservationTtl: '20s',
};

/** The stories that ask for notifications or offer them, hence the full browser. */
const pushStories = /(push-notifications|notices|subscribe)\.spec\.ts$/;

export default defineConfig({
  testDir: 'pwa/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: lanes,
  forbidOnly: true,
  retries: 0,
  // A story of the owner's week is 15 to 25 s on two busy cores; 45 s leaves room, no more.
  timeout: 45_000,
  globalTeardown: './pwa/e2e/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: e2eServer.url,
    // Tracing costs about a third of the run's time (screencast and snapshots of every step):
    // kept for a developer's failures, off in CI, whose failures print their error and page.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test's browser is new, so its service worker would install and download the whole
    // app again: a fifth of the run. The files that test offline and pushes allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Every story but the pushes', on Chromium's headless shell (support/chromium.ts).
      name: 'chromium',
      testIgnore: pushStories,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumHeadlessShell(), args: chromiumArgs },
      },
    },
    {
      // Notifications need the full browser: the headless shell denies their permission.
      name: 'chromium-full',
      testMatch: pushStories,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  // One server per lane, started one after the other: the first builds the app if it is stale.
  webServer: Array.from({ length: lanes }, (_, lane) => {
    const server = laneServer(lane);
    return {
      command: 'tsx sync-server/src/cli/build-pwa-if-stale.ts && node --import tsx sync-server/src/main.ts',
      url: `${server.url}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(basePort + lane),
        HOST: '127.0.0.1',
        DATABASE_FILE: server.databaseFile,
        MAIL_OUTBOX_DIR: server.outboxDir,
        UPLOAD_DIR: server.uploadDir,
        // The server's hourly backup (its first within a minute of starting) stays in the run's folder.
        BACKUP_DIR: server.backupDir,
        ADMIN_EMAIL: e2eServer.admin.email,
        CONTACT_EMAIL: e2eServer.contactEmail,
        ADMIN_PASSWORD: e2eServer.admin.password,
        RESERVATION_TTL: e2eServer.reservationTtl,
        PUBLIC_URL: server.url,
        LOG_LEVEL: 'error',
        // The browser tests' own push service listens on 127.0.0.1 (pwa/e2e/support/push.ts):
        // the test-only setting that lets pushes go there over http.
        PUSH_ALLOW_LOCAL: '1',
        // Every answer the browser tests get is checked against its entry of the contract.
        CHECK_ANSWERS: '1',
      },
    };
  }),
});
