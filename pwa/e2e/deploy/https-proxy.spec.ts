import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { tellEveryone } from '../../../sync-server/src/services/announce';
import { freePort } from '../../../sync-server/src/testing/free-port';
import { asOwner, sentMail } from '../../../sync-server/src/testing/owner';
import { startTestServer, type TestServer } from '../../../sync-server/src/testing/test-server';
import { CartDialog } from '../pages/cart-dialog';
import { CheckoutDialog, maya } from '../pages/checkout-dialog';
import { OrderPage } from '../pages/order-page';
import { expect, test } from '../support/test';

/**
 * The deployment recipe, tried (docs/deploy.md): the server started as the service starts it
 * (TRUST_PROXY=1, PUBLIC_URL on https), Caddy in front with deploy/Caddyfile as it is, its
 * automatic HTTPS from Caddy's own local CA (`tls internal`, as a machine with no domain has),
 * and a shopper who orders through it and sees stock change live through its WebSocket.
 * Caddy's ports are free ones above 1024, set around the recipe's file, which is imported as is.
 */
let server: TestServer;
let caddy: ChildProcess;
let origin: string;
let caddyRoot: string;
let caddyOutput = '';

test.beforeAll(async () => {
  const folder = test.info().outputPath('proxy');
  mkdirSync(folder, { recursive: true });
  // The server's own copy of the build, as in installable.spec.ts (inside the repository, the
  // server's bundle would be read as an ES module of the repository's package).
  const build = path.join(folder, 'dist');
  cpSync('dist', build, { recursive: true });
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const domain = `bakery.localhost:${httpsPort}`;
  origin = `https://${domain}`;
  server = await startTestServer({ STATIC_DIR: build, PUBLIC_URL: origin, TRUST_PROXY: '1' });
  // startTestServer opens orders in the database after the server started and rendered its
  // pages (with orders as the schedule had them): the server is told, so none of those is sent.
  tellEveryone(server.running.deps, { settings: true });

  const config = path.join(folder, 'Caddyfile');
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      `\tstorage file_system ${path.join(folder, 'caddy-data')}`,
      '\tskip_install_trust',
      '}',
      `import ${path.resolve('deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      BAKERY_DOMAIN: domain,
      BAKERY_TLS: 'internal',
      BAKERY_PORT: new URL(server.url).port,
      HOME: folder,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddyRoot = path.join(folder, 'caddy-data', 'pki', 'authorities', 'local', 'root.crt');
  // Up when its certificate is made and the server answers through it.
  await expect
    .poll(async () => (existsSync(caddyRoot) ? (await viaCaddy('/api/health')).status : 0), {
      message: `Caddy serves the bakery over HTTPS\n${caddyOutput}`,
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  caddy?.kill('SIGTERM');
  await server?.stop();
});

/** A request through Caddy that trusts only Caddy's own root: a real check of the chain and the name. */
function viaCaddy(pathname: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        servername: url.hostname,
        headers: { Host: url.host },
        ca: readFileSync(caddyRoot),
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      },
    );
    request.on('error', reject);
  });
}

test('the bakery is served over HTTPS by the recipe: a valid certificate for its name, HSTS, and the health check', async () => {
  const health = await viaCaddy('/api/health');
  expect(health.status).toBe(200);
  // The server knows it is on https (PUBLIC_URL): browsers are told to keep to it.
  expect(String(health.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
});

test('a shopper orders through the proxy and sees stock change live through it', async ({ browser }) => {
  // Chromium does not know Caddy's local root (it is not installed in the system here); the
  // certificate itself is checked above against that root.
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const shop = new OrderPage(page);
    await shop.goto();
    await expect(shop.addButton('Focaccia')).toHaveText('Select Quantity');

    // The owner sells out the focaccia: the open shop hears it over the WebSocket through Caddy.
    expect((await asOwner(server, 'PATCH', '/api/inventory/focaccia/stock', { stock: 0 })).status).toBe(200);
    await expect(shop.addButton('Focaccia')).toHaveText('Sold Out');
    expect((await asOwner(server, 'PATCH', '/api/inventory/focaccia/stock', { stock: 4 })).status).toBe(200);
    await expect(shop.addButton('Focaccia')).toHaveText('Select Quantity');

    await shop.add('Focaccia', 1);
    const cart = new CartDialog(page);
    const checkout = new CheckoutDialog(page);
    await cart.open();
    await cart.proceed();
    await checkout.fill(maya);
    await checkout.pay('Cash at pickup');
    await checkout.pickUp('Home pickup');
    await checkout.placeOrder();
    await expect(checkout.confirmation).toBeVisible();

    expect(await server.db('orders').where({ email: maya.email })).toHaveLength(1);
    // Her confirmation links to her order on the bakery's https address.
    const mails = await sentMail(server);
    expect(mails.some((mail) => mail.text.includes(`${origin}/orders/`))).toBe(true);
  } finally {
    await context.close();
  }
});
