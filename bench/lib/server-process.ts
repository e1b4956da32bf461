import { bakeDayOf } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../sync-server/src/db';

const repo = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'owner@bench.test', password: 'bench-owner-password' };

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Resident memory of the server process, in MiB. */
  rssMiB(): number;
  /** The owner's bearer token. */
  token(): Promise<string>;
  /** A connection to the server's database, for checks after a run. */
  db: ReturnType<typeof openDatabase>;
  stop(): Promise<void>;
  /**
   * Started with { timeRequests: true }: once stopped, how long each request took inside the
   * server, in ms, by "METHOD /path" (request-times.ts).
   */
  requestTimes: Record<string, number[]>;
}

/**
 * Starts a TypeScript script in its own Node process (node --import tsx, so the pid is the
 * server's own, for its memory) and resolves with the URL it prints. BENCH_CPU_PROF=<folder>
 * profiles it with --cpu-prof, to find what limits a figure.
 */
export function startScript(
  script: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const timing = env.BENCH_REQUEST_TIMES ? ['--import', './bench/lib/request-times.ts'] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...timing, script], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // not left behind to keep the bench (and its port) alive
      reject(new Error(`${script} did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:serving on|listening on) (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

/**
 * The real bakery, as `npm start` runs it, in its own process on a fresh SQLite file (or on the
 * PostgreSQL database env.DATABASE_URL names), with the
 * per-address limits lifted (the load comes from one address) and mail written to files.
 */
export async function startBakery(
  env: Record<string, string> = {},
  options: { timeRequests?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bakery-bench-'));
  const timesFile = path.join(dataDir, 'request-times.json');
  const { url, child } = await startScript('sync-server/src/main.ts', {
    ...(options.timeRequests ? { BENCH_REQUEST_TIMES: timesFile } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_FILE: path.join(dataDir, 'bakery.sqlite'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    // The runs measure the bakery's requests; a timed backup in the middle would blur them.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    BACKUP_INTERVAL: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CART_WRITES_PER_MINUTE: '10000000',
    // A thousand live clients come from this one machine.
    LIVE_SOCKETS_PER_ADDRESS: '100000',
    MESSAGES_PER_HOUR: '10000000',
    LOG_LEVEL: 'info',
    ...env,
  });
  const db = openDatabase(
    env.DATABASE_URL ? { client: 'postgres', url: env.DATABASE_URL, poolSize: 2 } : path.join(dataDir, 'bakery.sqlite'),
  );
  let token: string | undefined;
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    dataDir,
    db,
    rssMiB: () => processRssMiB(child.pid!),
    token: async () => {
      if (token) return token;
      const response = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return (token = ((await response.json()) as { sessionToken: string }).sessionToken);
    },
    stop: async () => {
      await db.destroy();
      await stopChild(child);
      if (options.timeRequests)
        server.requestTimes = JSON.parse(readFileSync(timesFile, 'utf8')) as Record<string, number[]>;
      rmSync(dataDir, { recursive: true, force: true });
    },
    requestTimes: {},
  };
  await keepOrdersOpen(server);
  return server;
}

/**
 * Benchmarks run at any hour: the weekly schedule must not close orders under them. Set as she
 * would, through her settings call, so that the server's kept settings and pages know it too (a
 * write to its database behind its back would not reach them until the minute turned).
 */
async function keepOrdersOpen(server: ServerProcess): Promise<void> {
  const { pickupDate, pickupAddress, bannerMessage } = (await (
    await fetch(`${server.url}/api/pickup-settings`)
  ).json()) as PickupSettings;
  await adminCall(server, 'PUT', '/api/pickup-settings', {
    pickupDate,
    pickupAddress,
    bannerMessage,
    ordersOpen: true,
    autoManage: false,
  });
}

export function processRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function adminCall(server: ServerProcess, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(server.url + url, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await server.token()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Some products' stock as her list shows it: the shop's bake's (docs/orders.md, "Stock of a bake
 * day"), which her stock edits set; in the order asked.
 */
export async function shopStock(server: ServerProcess, productIds: readonly string[]): Promise<number[]> {
  const list = (await adminCall(server, 'GET', '/api/admin/inventory')) as { id: string; stock: number }[];
  return productIds.map((id) => list.find((item) => item.id === id)!.stock);
}

/**
 * Sets a product's stock for every bake, as her card does in two saves: the shop's bake's, then
 * her usual. A benchmark's home orders take from the bake of the next home pickup, which is not
 * the shop's on a Friday evening (the market's Saturday pickup is Friday's bake).
 */
export async function setEveryBake(server: ServerProcess, productId: string, stock: number): Promise<void> {
  await adminCall(server, 'PATCH', `/api/inventory/${productId}/stock`, { stock });
  await adminCall(server, 'PATCH', `/api/inventory/${productId}/usual-stock`, { usualStock: stock });
}

/** Some products' stock left of the bake of the next home pickup, where a benchmark's orders take from. */
export async function homeBakeStock(server: ServerProcess, productIds: readonly string[]): Promise<number[]> {
  const settings = (await (await fetch(`${server.url}/api/pickup-settings`)).json()) as {
    nextPickupDates: Record<string, string>;
    bakeDaysBefore: Record<string, number>;
  };
  const bakeDay = bakeDayOf(
    { pickupDate: settings.nextPickupDates.home!, pickupLocation: 'home' },
    settings.bakeDaysBefore,
  );
  const rows = (await server.db('inventory').whereIn('id', productIds).select('id', 'stock')) as {
    id: string;
    stock: number;
  }[];
  const baked = (await server
    .db('bake_stock')
    .where({ bakeDay })
    .whereIn('productId', productIds)
    .select('productId', 'stock')) as {
    productId: string;
    stock: number;
  }[];
  return productIds.map((id) =>
    Number(baked.find((row) => row.productId === id)?.stock ?? rows.find((row) => row.id === id)!.stock),
  );
}
