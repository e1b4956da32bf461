import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BakeryDb, type OutboxEntry } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { ApiRequestError, OfflineError } from '../lib/api-client';
import { Outbox, type OutboxTransport } from './outbox';

let db: BakeryDb;
let name: string;

beforeEach(() => {
  name = `outbox-test-${crypto.randomUUID()}`;
  db = new BakeryDb(name);
});
afterEach(async () => {
  db.close();
  await BakeryDb.delete(name);
});

/** A transport that records what it was sent and answers as told, in turn. */
function scriptedTransport(script: ('ok' | 'offline' | 'lost' | 'busy' | 'refuse')[]) {
  const sent: { kind: string; key: string }[] = [];
  const transport: OutboxTransport = {
    send: async (entry: OutboxEntry) => {
      const step = script.shift() ?? 'ok';
      if (step === 'offline') throw new OfflineError();
      sent.push({ kind: entry.kind, key: entry.idempotencyKey });
      if (step === 'lost') throw new OfflineError(); // the server applied it; the answer never came
      if (step === 'busy') throw new ApiRequestError(503, 'busy', { message: 'busy' });
      if (step === 'refuse') throw new ApiRequestError(400, 'bad', { message: 'Stock cannot be negative' });
      return { ok: true, kind: entry.kind };
    },
  };
  return { transport, sent };
}

const edit = (kind: string) => ({ kind, payload: { kind }, description: kind });

describe('the outbox', () => {
  it('sends in the order the edits were made', async () => {
    const { transport, sent } = scriptedTransport(['offline']);
    const outbox = new Outbox(new OutboxStore('admin', db), transport);
    expect(await (await outbox.add(edit('first'))).outcome).toEqual({ kind: 'queued' });
    await outbox.add(edit('second'));
    await (
      await outbox.add(edit('third'))
    ).outcome;
    await outbox.flush();
    expect(sent.map((s) => s.kind)).toEqual(['first', 'second', 'third']);
    expect(await outbox.store.all()).toEqual([]);
  });

  it('keeps edits across a new database instance (a reload, an app restart)', async () => {
    const offline = new Outbox(new OutboxStore('admin', db), scriptedTransport(['offline']).transport);
    const { entry, outcome } = await offline.add(edit('stock'));
    await outcome;
    db.close();

    const reopened = new BakeryDb(name);
    const { transport, sent } = scriptedTransport([]);
    const outbox = new Outbox(new OutboxStore('admin', reopened), transport);
    expect((await outbox.store.all()).map((e) => e.kind)).toEqual(['stock']);
    await outbox.flush();
    expect(sent).toEqual([{ kind: 'stock', key: entry.idempotencyKey }]);
    reopened.close();
  });

  it('sends a replay after a lost answer with the same Idempotency-Key', async () => {
    const { transport, sent } = scriptedTransport(['lost', 'ok']);
    const outbox = new Outbox(new OutboxStore('admin', db), transport);
    const { entry, outcome } = await outbox.add(edit('approve'));
    expect(await outcome).toEqual({ kind: 'queued' });
    expect(await outbox.store.all()).toHaveLength(1); // no answer came, so it is still waiting
    await outbox.flush();
    expect(sent).toEqual([
      { kind: 'approve', key: entry.idempotencyKey },
      { kind: 'approve', key: entry.idempotencyKey },
    ]);
    expect(await outbox.store.all()).toEqual([]);
  });

  it('retries later when the server is busy, counting attempts', async () => {
    const { transport } = scriptedTransport(['busy', 'ok']);
    const outbox = new Outbox(new OutboxStore('admin', db), transport);
    await (
      await outbox.add(edit('price'))
    ).outcome;
    expect((await outbox.store.all())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await outbox.flush();
    expect(await outbox.store.all()).toEqual([]);
  });

  it('keeps why an edit is still waiting after each try, and when it was tried', async () => {
    const { transport } = scriptedTransport(['busy', 'offline']);
    const outbox = new Outbox(new OutboxStore('admin', db), transport);
    const before = Date.now();
    await (
      await outbox.add(edit('price'))
    ).outcome;
    const [busy] = await outbox.store.all();
    expect(busy).toMatchObject({ problem: 'The server answered 503: busy', attempts: 1 });
    expect(busy!.triedAt).toBeGreaterThanOrEqual(before);
    await outbox.flush();
    expect((await outbox.store.all())[0]).toMatchObject({ problem: 'The server could not be reached', attempts: 2 });
  });

  it('stops at a refused edit, keeps the rest waiting, and goes on after retry or discard', async () => {
    const { transport, sent } = scriptedTransport(['refuse', 'refuse']);
    const refusals: string[] = [];
    const outbox = new Outbox(new OutboxStore('admin', db), transport, {
      refused: (_e, error) => refusals.push(error),
    });
    const bad = await outbox.add(edit('bad'));
    expect(await bad.outcome).toEqual({ kind: 'refused', error: 'Stock cannot be negative', seq: bad.entry.seq });
    const after = await outbox.add(edit('after'));
    expect(await after.outcome).toEqual({ kind: 'queued' });
    expect((await outbox.store.all()).map((e) => [e.kind, e.status])).toEqual([
      ['bad', 'failed'],
      ['after', 'pending'],
    ]);
    expect(refusals).toEqual(['Stock cannot be negative']);

    await outbox.retry(bad.entry.seq!); // refused again
    expect(sent.map((s) => s.kind)).toEqual(['bad', 'bad']);
    await outbox.discard(bad.entry.seq!);
    expect(sent.map((s) => s.kind)).toEqual(['bad', 'bad', 'after']);
    expect(await outbox.store.all()).toEqual([]);
  });

  it('keeps the admin and customer queues apart', async () => {
    const admin = new Outbox(new OutboxStore('admin', db), scriptedTransport(['offline']).transport);
    const customer = new Outbox(new OutboxStore('customer', db), scriptedTransport([]).transport);
    await (
      await admin.add(edit('admin-edit'))
    ).outcome;
    await (
      await customer.add(edit('review'))
    ).outcome;
    expect((await admin.store.all()).map((e) => e.kind)).toEqual(['admin-edit']);
    expect(await customer.store.all()).toEqual([]);
  });
});

describe('the outbox, sending together', () => {
  /** A transport that takes batches: each result as told (ok, or refused), or the whole request lost. */
  function batchingTransport(plan: ('ok' | 'refuse')[][] | 'offline') {
    const batches: string[][] = [];
    const singles: string[] = [];
    const transport: OutboxTransport = {
      send: async (entry) => {
        singles.push(entry.kind);
        return { kind: entry.kind };
      },
      batchable: (entry) => entry.kind !== 'photo',
      sendBatch: async (entries) => {
        if (plan === 'offline') throw new OfflineError();
        batches.push(entries.map((entry) => entry.kind));
        const steps = plan.shift() ?? [];
        const results = [];
        for (const [index, entry] of entries.entries()) {
          if ((steps[index] ?? 'ok') === 'refuse') {
            results.push({
              ok: false as const,
              error: new ApiRequestError(409, '', { message: `${entry.kind} refused` }),
            });
            break;
          }
          results.push({ ok: true as const, answer: { kind: entry.kind } });
        }
        return results;
      },
    };
    return { transport, batches, singles };
  }

  async function queue(store: OutboxStore, kinds: string[]) {
    const offline = new Outbox(store, { send: () => Promise.reject(new OfflineError()) });
    for (const kind of kinds) await offline.add(edit(kind));
    await offline.flush();
  }

  it('sends what waits in one request, in order, each settled as if sent alone', async () => {
    const store = new OutboxStore('admin', db);
    await queue(store, ['a', 'b', 'c', 'photo', 'd', 'e']);
    const sentAnswers: unknown[] = [];
    const { transport, batches, singles } = batchingTransport([]);
    const outbox = new Outbox(store, transport, { sent: (_entry, answer) => sentAnswers.push(answer) });
    await outbox.flush();
    // Up to the entry that cannot go in a batch, then it alone, then the rest together.
    expect(batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(singles).toEqual(['photo']);
    expect(sentAnswers.map((answer) => (answer as { kind: string }).kind)).toEqual(['a', 'b', 'c', 'photo', 'd', 'e']);
    expect(await store.all()).toEqual([]);
  });

  it('stops at a refused edit of a batch: those before it are sent, it is failed, those after it wait', async () => {
    const store = new OutboxStore('admin', db);
    await queue(store, ['a', 'b', 'c', 'd']);
    const { transport } = batchingTransport([['ok', 'refuse']]);
    await new Outbox(store, transport).flush();
    const left = await store.all();
    expect(left.map((entry) => [entry.kind, entry.status, entry.error ?? null])).toEqual([
      ['b', 'failed', 'b refused'],
      ['c', 'pending', null],
      ['d', 'pending', null],
    ]);
  });

  it('keeps every edit of a batch whose request got no answer, for next time', async () => {
    const store = new OutboxStore('admin', db);
    await queue(store, ['a', 'b', 'c']);
    await new Outbox(store, batchingTransport('offline').transport).flush();
    expect((await store.all()).map((entry) => entry.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
