import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './pwa/e2e/support/chromium';

/**
 * Browser tests: real Chromium (pwa/e2e/support/chromium.ts says which) against the real
 * server (built PWA, API, SQLite), started the way `npm start` starts it, on a temporary
 * database with a short cart hold.
 */

// Set once in the runner; the workers it spawns inherit it, so all share one server and folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bakery-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 8181);

export const e2eServer = {
  url: `http://127.0.0.1:${port}`,
  databaseFile: path.join(dataDir, 'bakery.sqlite'),
  outboxDir: path.join(dataDir, 'outbox'),
  admin: { email: 'owner@bakery.test', password: 'e2e-owner-password' },
  /** Short, so the "cart expired" story runs in seconds. */
  reservationTtl: '20s',
};

export default defineConfig({
  testDir: 'pwa/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  globalTeardown: './pwa/e2e/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: e2eServer.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'tsx sync-server/src/cli/build-pwa-if-stale.ts && node --import tsx sync-server/src/main.ts',
    url: `${e2eServer.url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: e2eServer.databaseFile,
      MAIL_OUTBOX_DIR: e2eServer.outboxDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      // The server's hourly backup (its first within a minute of starting) stays in the run's folder.
      BACKUP_DIR: path.join(dataDir, 'backups'),
      ADMIN_EMAIL: e2eServer.admin.email,
      ADMIN_PASSWORD: e2eServer.admin.password,
      RESERVATION_TTL: e2eServer.reservationTtl,
      PUBLIC_URL: e2eServer.url,
      LOG_LEVEL: 'error',
      // The browser tests' own push service listens on 127.0.0.1 (pwa/e2e/support/push.ts):
      // the test-only setting that lets pushes go there over http.
      PUSH_ALLOW_LOCAL: '1',
    },
  },
});
