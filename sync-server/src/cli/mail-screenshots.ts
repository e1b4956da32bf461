/**
 * `npm run mail:screenshots -- [outbox folder] [folder for the PNGs]`: the HTML half of every
 * e-mail in an outbox folder (data/outbox by default: the mail a development server wrote),
 * screenshot at a phone's width (390 px) and a desk's (800 px) with Chromium, to look at after
 * a change to services/mail/mail-html.tsx (docs/notices.md, "How an e-mail looks").
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { readOutboxFolder } from '../testing/mail-files';

const [from = 'data/outbox', to = 'data/mail-screenshots'] = process.argv.slice(2);
const mails = await readOutboxFolder(path.resolve(from));
if (mails.length === 0) {
  console.error(`No .eml files in ${from}: place an order on a development server first.`);
  process.exit(1);
}
mkdirSync(to, { recursive: true });
const icon = path.resolve('dist/pwa-192x192.png');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // Newest of each kind: one picture per kind of mail.
  const byKind = new Map(mails.map((mail) => [mail.name.replace(/^.*?Z-(.+)-[0-9a-f-]{36}\.eml$/, '$1'), mail]));
  for (const [kind, mail] of byKind) {
    for (const width of [390, 800]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      // As a mail client shows it, with the bakery's icon from the build (it is on PUBLIC_URL,
      // which may not answer here); nothing else is fetched.
      await page.route('**/*', (route) =>
        route.request().url().endsWith('/pwa-192x192.png') && existsSync(icon)
          ? route.fulfill({ path: icon, contentType: 'image/png' })
          : route.abort(),
      );
      await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
      const file = path.join(to, `${kind}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${file}${overflow > 0 ? `  (wider than the screen by ${overflow} px)` : ''}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
