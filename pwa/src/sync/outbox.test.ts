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
