import { ms, ratio, type Row } from './lib/report';
import { startBakery } from './lib/server-process';

const ROUNDS = 200;

/**
 * 8. "Tell me when orders open" says nothing by its timing: POST /api/subscribers for an address
 * asked for a moment ago (no e-mail goes: at most one per ten minutes) against a new one (a row
 * and a confirm e-mail), one after the other, alternating, the median round trip of each. The
 * answer goes before that work (routes/subscribers.ts), so the two should not differ.
 */
export async function subscribersBench(): Promise<Row[]> {
  const bakery = await startBakery();
  try {
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await fetch(`${bakery.url}/api/subscribers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 202) throw new Error(`subscribe answered ${answer.status}`);
      return performance.now() - started;
    };
    await ask('again@example.com');
    for (let i = 0; i < 20; i++) await ask(`warm-${i}@example.com`); // warm up
    const fresh: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      fresh.push(await ask(`new-${i}@example.com`));
      again.push(await ask('again@example.com'));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const known = median(again);
    const unknown = median(fresh);
    return [
      {
        bench: `Subscribe: an address asked a moment ago vs a new one (${ROUNDS} each, alternating)`,
        figure: 'median answer',
        value: ms(known),
        baseline: `${ms(unknown)} new`,
        ratio: ratio(known, unknown),
        target: '0.8x to 1.25x',
        met: known / unknown >= 0.8 && known / unknown <= 1.25,
      },
    ];
  } finally {
    await bakery.stop();
  }
}
