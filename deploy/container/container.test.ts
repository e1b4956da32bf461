import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import { priceOrder, type PricedProduct } from '#shared/pricing';
import { freePort } from '../../sync-server/src/testing/free-port';
import { buildTestImage, IMAGE, run } from './test-image';

/**
 * The image and the compose files (docs/deploy.md, "With Docker or Podman"), tried with podman and
 * podman-compose from Debian (`npm run test:container`, which .ci/run runs): the image built from
 * the Dockerfile as it is (test-image.ts: on a base made from Debian's packages, as no image
 * registry can be reached here); the bakery and Caddy started by compose.yaml as it is, a page, an
 * order and a live socket through Caddy's HTTPS (its own local CA, as a machine with no domain
 * has), the container restarted with its order kept and stopped cleanly; then compose.postgres.yaml
 * with PostgreSQL and two servers, each taking orders. What only this machine needs is passed
 * around the files, never written into them.
 */
const PROJECT = 'bakerytest';
const DOMAIN = 'bakery.localhost';
const ADMIN = { email: 'owner@bakery.localhost', password: 'a-long-test-password' };

/** A compose project in a folder of its own: the repository's files as they are, and a .env. */
function project(folder: string, settings: Record<string, string>) {
  mkdirSync(path.join(folder, 'deploy/container'), { recursive: true });
  for (const file of ['compose.yaml', 'compose.postgres.yaml', 'deploy/container/Caddyfile'])
    cpSync(file, path.join(folder, file));
  writeFileSync(
    path.join(folder, '.env'),
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  const files = (postgres: boolean) => [
    '-p',
    PROJECT,
    '-f',
    'compose.yaml',
    ...(postgres ? ['-f', 'compose.postgres.yaml'] : []),
  ];
  return {
    compose: (postgres: boolean, ...args: string[]) =>
      run('podman-compose', [...files(postgres), ...args], { cwd: folder }),
    down: (postgres: boolean) =>
      run('podman-compose', [...files(postgres), 'down', '-v'], { cwd: folder, allowFailure: true }),
  };
}

/** Caddy's local root certificate, from its container: what a browser of the bakery's would trust. */
const caddyRoot = () =>
  run('podman', ['exec', `${PROJECT}_caddy_1`, 'cat', '/data/caddy/pki/authorities/local/root.crt']).stdout;

interface Answer {
  status: number;
  text: string;
  json<T>(): T;
}

/** A request through Caddy over HTTPS, checked against its local CA, for the bakery's domain. */
function overHttps(port: number, ca: string, method: string, url: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        servername: DOMAIN,
        ca,
        method,
        path: url,
        headers: {
          Host: `${DOMAIN}:${port}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, json: <T>() => JSON.parse(text) as T }),
        );
      },
    );
    request.once('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Until the bakery answers ready through Caddy (its certificate made, the server migrated). */
function readyThroughCaddy(port: number): Promise<string> {
  return untilReady('the bakery never answered ready through Caddy', async () => {
    const ca = caddyRoot();
    return { answer: await overHttps(port, ca, 'GET', '/api/ready'), value: ca };
  });
}

/**
 * Asks `ask` every second, for three minutes at most, until its answer is 200: answers its value,
 * or throws `never` with the last answer or error.
 */
async function untilReady<T>(
  never: string,
  ask: () => Promise<{ answer: { status: number; text: string }; value: T }>,
) {
  const deadline = Date.now() + 180_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const { answer, value } = await ask();
      if (answer.status === 200) return value;
      last = `${answer.status} ${answer.text}`;
    } catch (error) {
      last = String(error).slice(0, 300);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${never}: ${last}`);
}

/** The owner signs in and opens orders (the weekly schedule would close them at some hours). */
async function openOrders(port: number, ca: string): Promise<string> {
  const login = await overHttps(port, ca, 'POST', '/api/admin/login', ADMIN);
  expect(login.status).toBe(200);
  const token = login.json<{ sessionToken: string }>().sessionToken;
  // Her settings card sends them whole: as they are, with the schedule off and orders open.
  const current = (await overHttps(port, ca, 'GET', '/api/pickup-settings', undefined, token)).json<object>();
  const change = { ...current, autoManage: false, ordersOpen: true };
  const settings = await overHttps(port, ca, 'PUT', '/api/pickup-settings', change, token);
  expect(settings.status, settings.text).toBe(200);
  return token;
}

/** A shopper's hold and order, as the storefront sends them, through `send`. */
async function placeOrder(send: (method: string, url: string, body?: unknown) => Promise<Answer>, who: string) {
  const inventory = (await send('GET', '/api/inventory')).json<InventoryItem[]>();
  const product = inventory.find((item) => item.visible && (item.availableStock ?? item.stock) >= item.minimumOrder)!;
  const sessionId = crypto.randomUUID();
  const hold = await send('POST', '/api/cart/reserve', {
    sessionId,
    productId: product.id,
    quantity: product.minimumOrder,
  });
  expect(hold.status, hold.text).toBe(201);
  const products = new Map<string, PricedProduct>(inventory.map((item) => [item.id, item]));
  const priced = priceOrder([{ productId: product.id, quantity: product.minimumOrder }], products);
  const order = await send('POST', '/api/orders', {
    firstName: who,
    lastName: 'Container',
    email: `${who.toLowerCase()}@example.com`,
    phone: '406-555-0142',
    paymentMethod: 'cash',
    pickupLocation: 'home',
    sessionId,
    items: JSON.stringify(priced.lines),
    total: priced.total,
  });
  expect(order.status, order.text).toBe(201);
  return order.json<{ order: { id: string } }>().order.id;
}

/** The same call made inside a server's container, to that server alone (compose publishes none). */
function insideContainer(container: string) {
  return (method: string, url: string, body?: unknown): Promise<Answer> => {
    const script = `fetch('http://127.0.0.1:8080' + process.argv[1], { method: process.argv[2], headers: { 'Content-Type': 'application/json' }, body: process.argv[3] || undefined }).then(async (r) => console.log(JSON.stringify({ status: r.status, text: await r.text() })))`;
    const { stdout } = run('podman', [
      'exec',
      container,
      'node',
      '-e',
      script,
      url,
      method,
      body === undefined ? '' : JSON.stringify(body),
    ]);
    const { status, text } = JSON.parse(stdout) as { status: number; text: string };
    return Promise.resolve({ status, text, json: <T>() => JSON.parse(text) as T });
  };
}

/** Until one server answers ready itself: Caddy answers as soon as either does. */
function readyInside(container: string): Promise<void> {
  return untilReady(`${container} never answered ready`, async () => ({
    answer: await insideContainer(container)('GET', '/api/ready'),
    value: undefined,
  }));
}

async function adminOrderIds(port: number, ca: string, token: string): Promise<string[]> {
  const answer = await overHttps(port, ca, 'GET', '/api/orders', undefined, token);
  expect(answer.status).toBe(200);
  return answer.json<{ id: string }[]>().map((order) => order.id);
}

/** What a live socket through Caddy gets first: the shop's snapshot. */
function firstLiveMessage(port: number, ca: string): Promise<{ type: string }> {
  return new Promise((resolve, reject) => {
    // servername goes on to tls.connect, as for https above.
    const options = { ca, servername: DOMAIN, headers: { Host: `${DOMAIN}:${port}` } } as WebSocket.ClientOptions;
    const socket = new WebSocket(`wss://127.0.0.1:${port}/ws`, options);
    socket.once('message', (data: Buffer) => {
      resolve(JSON.parse(data.toString()) as { type: string });
      socket.close();
    });
    socket.once('error', reject);
  });
}

describe('the container image and compose files', () => {
  let folder: string;
  let compose: ReturnType<typeof project>;
  let httpsPort: number;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'bakery-container-'));
    const { seconds, megabytes } = await buildTestImage();
    console.log(`container: image built in ${seconds} s, ${megabytes} MB`);
    httpsPort = await freePort();
    compose = project(path.join(folder, 'project'), {
      BAKERY_IMAGE: IMAGE,
      CADDY_IMAGE: 'localhost/bakery-test/caddy:latest',
      POSTGRES_IMAGE: 'localhost/bakery-test/postgres:latest',
      BAKERY_DOMAIN: DOMAIN,
      BAKERY_TLS: 'internal',
      PUBLIC_URL: `https://${DOMAIN}:${httpsPort}`,
      HTTP_PORT: String(await freePort()),
      HTTPS_PORT: String(httpsPort),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      POSTGRES_PASSWORD: 'a1b2c3d4e5f6',
    });
    // What an earlier run that was killed left.
    compose.down(true);
  });

  afterAll(() => {
    compose?.down(true);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('runs as a user of its own, keeps everything in one owner-only volume, and checks its health', () => {
    const [image] = JSON.parse(run('podman', ['image', 'inspect', IMAGE]).stdout) as {
      Config: { User: string; Volumes: Record<string, unknown> };
      Healthcheck?: { Test: string[] };
    }[];
    expect(image!.Config.User).toBe('bakery');
    expect(Object.keys(image!.Config.Volumes)).toEqual(['/app/data']);
    expect(image!.Healthcheck?.Test.join(' ')).toContain('deploy/container/healthcheck.mjs');
    const inside = run('podman', [
      'run',
      '--rm',
      '--entrypoint=sh',
      IMAGE,
      '-c',
      'id -un; stat -c "%U %a" /app/data; touch /app/package.json 2>/dev/null && echo code-writable || echo code-read-only',
    ]);
    expect(inside.stdout.trim().split('\n')).toEqual(['bakery', 'bakery 700', 'code-read-only']);
  });

  it('serves the shop, an order and a live socket over HTTPS through Caddy; a restart keeps the order; a stop is clean', async () => {
    compose.compose(false, 'up', '-d');
    const ca = await readyThroughCaddy(httpsPort);
    const page = await overHttps(httpsPort, ca, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(await firstLiveMessage(httpsPort, ca)).toMatchObject({ type: 'snapshot' });
    // Its first start said what the doctor found (DOCTOR_AT_START), as npm run doctor would.
    const started = run('podman', ['logs', `${PROJECT}_bakery_1`]).output;
    expect(started).toMatch(/^doctor: ok {3}Node 24\./m);
    expect(started).toContain("doctor: ok   /app/data is the bakery's alone");
    const token = await openOrders(httpsPort, ca);
    const orderId = await placeOrder((method, url, body) => overHttps(httpsPort, ca, method, url, body), 'Maya');

    run('podman', ['restart', `${PROJECT}_bakery_1`]);
    await readyThroughCaddy(httpsPort);
    expect(await adminOrderIds(httpsPort, ca, token)).toContain(orderId);
    expect(run('podman', ['healthcheck', 'run', `${PROJECT}_bakery_1`]).status).toBe(0);

    run('podman', ['stop', '--time=30', `${PROJECT}_bakery_1`]);
    const state = run('podman', ['inspect', `${PROJECT}_bakery_1`, '--format', '{{.State.ExitCode}}']).stdout.trim();
    expect(state).toBe('0');
    expect(run('podman', ['logs', `${PROJECT}_bakery_1`]).output).toContain('bakery: SIGTERM received, shutting down');
    compose.down(false);
  });

  it('with compose.postgres.yaml, PostgreSQL and two servers each take orders', async () => {
    compose.compose(true, 'up', '-d');
    const ca = await readyThroughCaddy(httpsPort);
    // Either may have started first (the other waits its turn to migrate, or for PostgreSQL).
    await readyInside(`${PROJECT}_bakery_1`);
    await readyInside(`${PROJECT}_bakery-2_1`);
    const token = await openOrders(httpsPort, ca);
    const throughCaddy = await placeOrder((method, url, body) => overHttps(httpsPort, ca, method, url, body), 'Ada');
    const first = await placeOrder(insideContainer(`${PROJECT}_bakery_1`), 'Bea');
    const second = await placeOrder(insideContainer(`${PROJECT}_bakery-2_1`), 'Cy');
    expect(await adminOrderIds(httpsPort, ca, token)).toEqual(expect.arrayContaining([throughCaddy, first, second]));
    compose.down(true);
  });
});
