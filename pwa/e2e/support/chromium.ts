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
      '  sudo apt-get install -y chromium chromium-headless-shell   (Debian/Ubuntu)',
      '  npx playwright install chromium                           (Playwright download, where the network allows)',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}

/**
 * Chromium's headless shell (the same engine without the browser's window layer, and what
 * Playwright itself runs headless by default): CHROMIUM_HEADLESS_SHELL_PATH, else Debian's
 * `chromium-headless-shell`, else the full Chromium above. On two cores it ran the stories 15%
 * faster, its browser process using 40% less CPU. It has no notification permission, so the
 * push stories keep the full browser (playwright.config.ts).
 */
export function chromiumHeadlessShell(): string | undefined {
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) return process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (!process.env.CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell')) {
    return '/usr/bin/chromium-headless-shell';
  }
  return chromiumExecutable();
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
