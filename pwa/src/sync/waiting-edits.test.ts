import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db/bakery-db';
import { STUCK_AFTER_MS, stuckEdit, waitingWords } from './waiting-edits';

const entry = (fields: Partial<OutboxEntry>): OutboxEntry => ({
  seq: 1,
  queue: 'admin',
  idempotencyKey: 'k',
  kind: 'set-stock',
  payload: {},
  description: 'Stock of Focaccia to 10',
  status: 'pending',
  attempts: 0,
  createdAt: 1_000_000,
  ...fields,
});

describe('waitingWords', () => {
  it('says in plain words where each edit stands', () => {
    expect(waitingWords(entry({ status: 'failed', error: 'Only 1 left' }), true)).toBe(
      'Not saved: Only 1 left. Fix, retry or discard it.',
    );
    expect(waitingWords(entry({}), false)).toBe('Waits for the connection: it goes as soon as there is one.');
    expect(waitingWords(entry({ problem: 'The server answered 503: Service Unavailable' }), true)).toBe(
      'Not sent yet: The server answered 503: Service Unavailable. The app tries again every 30 seconds.',
    );
    expect(waitingWords(entry({}), true)).toBe('Sending…');
    expect(waitingWords(entry({}), true, true)).toBe(
      'Waits behind the refused edit above: it goes once that one is fixed, retried or discarded.',
    );
  });
});

describe('stuckEdit', () => {
  const waiting = entry({ createdAt: 1_000_000 });
  it('is the oldest edit not refused that has waited a minute while online', () => {
    expect(stuckEdit([waiting], true, 1_000_000 + STUCK_AFTER_MS - 1)).toBeNull();
    expect(stuckEdit([waiting], true, 1_000_000 + STUCK_AFTER_MS)).toBe(waiting);
    expect(stuckEdit([entry({ status: 'failed' }), waiting], true, 2_000_000)).toBe(waiting);
  });

  it('is none offline: waiting for the connection is said already', () => {
    expect(stuckEdit([waiting], false, 9_000_000)).toBeNull();
  });
});
