import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests and the benchmarks drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own download (undefined: Playwright finds it).
 * Playwright cannot download its browser on the bakery's build machines, so .ci/run installs
 * Debian's `chromium` package.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    [
      'No Chromium for the browser tests. Install one of:',
      '  sudo apt-get install -y chromium        (Debian/Ubuntu: /usr/bin/chromium)',
      '  npx playwright install chromium         (Playwright download, where the network allows)',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}

/** Flags for a headless Chromium on a build machine: no sandbox, GPU or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
