import { load } from './lib/load';
import { ms, ratio, type Row } from './lib/report';
import { startBakery } from './lib/server-process';

const WRONG_LOGINS = 20;
const SECONDS = 3;

/**
 * 7. Logins do not slow the shop: /api/health p99 with 10 connections for 3 s, idle, then while
 * 20 wrong logins with made-up e-mails arrive at once (the probe's attack: each is a slow
 * bcrypt check). Bounded bcrypt and the per-address limit keep the rest of the server answering.
 */
export async function loginsBench(): Promise<Row[]> {
  const bakery = await startBakery();
  try {
    const url = `${bakery.url}/api/health`;
    await load({ url, connections: 10, duration: 1 }); // warm up
    const idle = await load({ url, connections: 10, duration: SECONDS });
    const guesses = Promise.all(
      Array.from({ length: WRONG_LOGINS }, (_, i) =>
        fetch(`${bakery.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `guess-${i}@example.com`, password: 'not-the-password' }),
        }).then((answer) => answer.status),
      ),
    );
    const busy = await load({ url, connections: 10, duration: SECONDS });
    const statuses = await guesses;
    const name = `Logins: /api/health while ${WRONG_LOGINS} wrong logins arrive at once`;
    return [
      {
        bench: name,
        figure: 'health p99',
        value: ms(busy.p99),
        baseline: `${ms(idle.p99)} idle`,
        ratio: ratio(Math.max(busy.p99, 1), Math.max(idle.p99, 1)),
        target: '< 3x',
        met: Math.max(busy.p99, 1) / Math.max(idle.p99, 1) < 3,
      },
      {
        bench: name,
        figure: 'wrong logins answered',
        value: `${statuses.filter((s) => s === 401).length} x 401, ${statuses.filter((s) => s === 429).length} x 429`,
      },
    ];
  } finally {
    await bakery.stop();
  }
}
