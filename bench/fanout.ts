import { WebSocket } from 'ws';
import { percentile } from './lib/load';
import { fixed, ms, ratio, type Row } from './lib/report';
import { adminCall, processRssMiB, startBakery, startScript, stopChild } from './lib/server-process';

const CLIENTS = 1000;
const ROUNDS = 20;

interface Round {
  t0: number;
  times: number[];
  matches: (text: string) => boolean;
  done: () => void;
}

/** WebSocket clients (1000 here); each round, the time from a change until every client has it. */
export class Audience {
  private round: Round | null = null;
  readonly sockets: WebSocket[] = [];

  /** Connects `count` clients to the server at `url` (call it once per server). */
  async connect(url: string, firstMessage: boolean, count = CLIENTS): Promise<void> {
    const wsUrl = `${url.replace('http', 'ws')}/ws`;
    for (let i = 0; i < count; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, () => {
          const socket = new WebSocket(wsUrl);
          this.sockets.push(socket);
          socket.on('message', (data) => this.heard(String(data)));
          // The bakery greets with a snapshot; the bare server only opens.
          return new Promise<void>((resolve, reject) => {
            socket.once(firstMessage ? 'message' : 'open', () => resolve());
            socket.once('error', reject);
          });
        }),
      );
    }
  }

  private heard(text: string) {
    const round = this.round;
    if (!round || !round.matches(text)) return;
    round.times.push(performance.now() - round.t0);
    if (round.times.length === this.sockets.length) round.done();
  }

  /** Runs one change and resolves with every client's delay in milliseconds. */
  async measure(matches: (text: string) => boolean, change: () => Promise<unknown>): Promise<number[]> {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    this.round = { t0: performance.now(), times: [], matches, done };
    await change();
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('not every client heard the change')), 10_000),
    );
    await Promise.race([finished, timeout]);
    const times = this.round.times;
    this.round = null;
    return times;
  }

  close() {
    for (const socket of this.sockets) socket.terminate();
  }
}

/**
 * 4. Live fan-out: 1000 clients on /ws; the owner changes a price; how long until every client
 * has it. The baseline is a bare ws server broadcasting the same message in the same run.
 */
export async function fanoutBench(): Promise<Row[]> {
  const bakery = await startBakery();
  const audience = new Audience();
  let sample = '';
  let real: number[] = [];
  let rssBefore = 0;
  let rssAfter = 0;
  try {
    await adminCall(bakery, 'GET', '/api/admin/inventory'); // logs in before the clock runs
    rssBefore = bakery.rssMiB();
    await audience.connect(bakery.url, true);
    rssAfter = bakery.rssMiB();
    for (let round = 0; round < ROUNDS; round++) {
      const price = (4 + round / 100).toFixed(2);
      const needle = `"price":"${price}"`;
      const times = await audience.measure(
        (text) => text.startsWith('{"type":"inventory"') && text.includes(needle),
        () => adminCall(bakery, 'PATCH', '/api/inventory/raspberry-scone/price', { price }),
      );
      real = real.concat(times);
    }
    sample = JSON.stringify({ type: 'inventory', items: [await firstItem(bakery.url)] });
  } finally {
    audience.close();
    await bakery.stop();
  }

  const bare = await startScript('bench/baselines/bare-ws.ts');
  const bareAudience = new Audience();
  let baseline: number[] = [];
  let bareBefore = 0;
  let bareAfter = 0;
  try {
    bareBefore = processRssMiB(bare.child.pid!);
    await bareAudience.connect(bare.url, false);
    bareAfter = processRssMiB(bare.child.pid!);
    for (let round = 0; round < ROUNDS; round++) {
      const marker = `"round":${round}`;
      const message = sample.replace('{"type":"inventory"', `{"type":"inventory",${marker}`);
      const times = await bareAudience.measure(
        (text) => text.includes(marker),
        () => fetch(`${bare.url}/broadcast`, { method: 'POST', body: message }),
      );
      baseline = baseline.concat(times);
    }
  } finally {
    bareAudience.close();
    await stopChild(bare.child);
  }

  const name = `Live fan-out: ${CLIENTS} WebSocket clients, ${ROUNDS} price changes`;
  const p99 = percentile(real, 99);
  const bareP99 = percentile(baseline, 99);
  return [
    { bench: name, figure: 'p50 delivery', value: ms(percentile(real, 50)), baseline: ms(percentile(baseline, 50)) },
    {
      bench: name,
      figure: 'p99 delivery',
      value: ms(p99),
      baseline: ms(bareP99),
      ratio: ratio(p99, bareP99),
      target: '<= 50 ms and <= 1.5x',
      met: p99 <= 50 && p99 / bareP99 <= 1.5,
    },
    { bench: name, figure: 'max delivery', value: ms(Math.max(...real)), baseline: ms(Math.max(...baseline)) },
    {
      bench: name,
      figure: 'server RSS before / after connecting',
      value: `${fixed(rssBefore)} / ${fixed(rssAfter)} MiB`,
      baseline: `${fixed(bareBefore)} / ${fixed(bareAfter)} MiB`,
    },
  ];
}

async function firstItem(url: string): Promise<unknown> {
  return ((await (await fetch(`${url}/api/inventory`)).json()) as unknown[])[0];
}
