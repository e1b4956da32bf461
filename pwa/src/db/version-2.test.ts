import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ownerEditSchema } from '#shared/owner-edits';
import { clientEditSchemas, readEdit } from '../sync/admin-edit-kind';
import { BakeryDb, type OutboxEntry } from './bakery-db';

/**
 * A phone that queued edits (and saved lists) with version 1 of the app opens version 2: what
 * it queued is carried across as the shared union's edits, each still readable and sent as
 * the same edit under its key; its saved lists are found under their new keys.
 */
const id = '3f2b9c1e-1111-4222-8333-444455556666';
const sale = {
  id,
  pickupLocation: 'farmers-market',
  paymentMethod: 'cash',
  paid: true,
  handedOver: true,
  items: [{ product: 'focaccia', flavor: null, quantity: 2 }],
};
const recipe = { title: 'Bread', description: null, content: 'Bake it', tags: [], difficulty: 'Easy' };
/** Version 1's entries (their kinds and payloads as it wrote them), and the edit each must become. */
const carried: [kind: string, payload: unknown, edit: object][] = [
  [
    'setStock',
    { id: 'focaccia', name: 'Focaccia', stock: 10, baseStock: 8 },
    { kind: 'set-stock', id: 'focaccia', stock: 10, baseStock: 8 },
  ],
  [
    'setPrice',
    { id: 'focaccia', name: 'Focaccia', price: '8.50' },
    { kind: 'set-price', id: 'focaccia', price: '8.50' },
  ],
  [
    'setFlavorPrice',
    { id: 'bagels', name: 'Bagels', flavor: 'everything', price: '3' },
    { kind: 'set-flavor-price', id: 'bagels', flavor: 'everything', price: '3' },
  ],
  [
    'setVisibility',
    { id: 'bagels', name: 'Bagels', visible: false },
    { kind: 'set-visibility', id: 'bagels', visible: false },
  ],
  [
    'setMaxPerOrder',
    { id: 'bagels', name: 'Bagels', maxPerOrder: null },
    { kind: 'set-max-per-order', id: 'bagels', maxPerOrder: null },
  ],
  [
    'saveSettings',
    { update: { pickupDate: 'Friday', pickupAddress: 'Home', ordersOpen: true, bannerMessage: '', autoManage: false } },
    {
      kind: 'save-settings',
      pickupDate: 'Friday',
      pickupAddress: 'Home',
      ordersOpen: true,
      bannerMessage: '',
      autoManage: false,
    },
  ],
  ['autoUpdate', {}, { kind: 'apply-schedule' }],
  [
    'setOrderStatus',
    { id, number: 1042, status: 'cancelled', reason: 'Sick' },
    { kind: 'set-order-status', id, status: 'cancelled', reason: 'Sick' },
  ],
  ['setOrderPayment', { id, number: 1042, paid: true }, { kind: 'set-order-payment', id, paid: true }],
  ['setOrderRefund', { id, number: 1042, refunded: true }, { kind: 'set-order-refund', id, refunded: true }],
  ['createManualOrder', { ...sale, summary: '2 Focaccia' }, { kind: 'create-manual-order', ...sale }],
  ['approveReview', { id }, { kind: 'approve-review', id }],
  ['deleteReview', { id }, { kind: 'delete-review', id }],
  ['createRecipe', { input: { ...recipe, id } }, { kind: 'create-recipe', ...recipe, id }],
  ['updateRecipe', { id, input: recipe }, { kind: 'update-recipe', ...recipe, id }],
  ['publishRecipe', { id, published: true }, { kind: 'publish-recipe', id, published: true }],
  ['deleteRecipe', { id }, { kind: 'delete-recipe', id }],
  ['approveComment', { id }, { kind: 'approve-comment', id }],
  ['deleteComment', { id }, { kind: 'delete-comment', id }],
  ['replyToComment', { id, replyText: 'Thanks!' }, { kind: 'reply-to-comment', id, replyText: 'Thanks!' }],
  ['deleteReply', { id }, { kind: 'delete-reply', id }],
  ['attachPhoto', { recipeId: id, fileId: 'file-1' }, { kind: 'attach-photo', recipeId: id, fileId: 'file-1' }],
];

/** A database as version 1 of the app left it: its one version, its tables, these rows. */
async function versionOne(name: string, outbox: Omit<OutboxEntry, 'seq'>[], cache: { key: string; data: unknown }[]) {
  const old = new Dexie(name);
  old.version(1).stores({ cache: 'key', outbox: '++seq, queue, [queue+status]', files: 'id', meta: 'key' });
  await old.table('outbox').bulkAdd(outbox);
  await old.table('cache').bulkPut(cache.map((entry) => ({ ...entry, savedAt: 1 })));
  old.close();
}

const queued = (kind: string, payload: unknown, queue: OutboxEntry['queue'] = 'admin'): Omit<OutboxEntry, 'seq'> => ({
  queue,
  idempotencyKey: `key-${kind}`,
  kind,
  payload,
  description: kind,
  status: 'pending',
  attempts: 1,
  createdAt: 1,
});

describe('a phone updated from version 1', () => {
  it("carries every edit the owner had queued across as the shared union's, in order, keys kept", async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    await versionOne(
      name,
      carried.map(([kind, payload]) => queued(kind, payload)),
      [],
    );
    const db = new BakeryDb(name);
    const entries = await db.outbox.orderBy('seq').toArray();
    db.close();
    expect(entries.map((entry) => entry.payload)).toEqual(carried.map(([, , edit]) => edit));
    expect(entries.map((entry) => entry.idempotencyKey)).toEqual(carried.map(([kind]) => `key-${kind}`));
    for (const entry of entries) {
      expect(entry.kind).toBe((entry.payload as { kind: string }).kind);
      expect(readEdit(entry), entry.kind).not.toBeNull(); // this version reads and sends it
    }
    // Every kind the union had when version 2 came, and the device's own, is carried from some
    // version 1 kind; the kinds added since (the market day's) were never written by version 1.
    const sinceVersion2 = new Set([
      'start-market-day',
      'update-market-day',
      'close-market-day',
      'record-stall-sale',
      'undo-stall-sale',
      'hand-over-preorder',
      'take-back-handover',
      'release-preorder',
      'cut-preorder',
      'set-preorder-another-bake',
      'approve-standing-order',
      'decline-standing-order',
      'save-standing-settings',
      'save-waitlist-settings',
      'remove-waitlist-entry',
      'place-standing-week',
      'pause-standing-order',
      'stop-standing-order',
      'save-place',
      'set-usual-stock',
    ]);
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(Object.keys(clientEditSchemas).filter((kind) => !sinceVersion2.has(kind))),
    );
    expect(
      entries
        .filter((entry) => entry.kind !== 'attach-photo')
        .every((entry) => ownerEditSchema.safeParse(entry.payload).success),
    ).toBe(true);
  });

  it("leaves a customer's queued messages (version 3 names them) and an entry of no known kind as they were", async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const message = { url: '/api/contact', body: { name: 'Ann' }, sentNotice: 'Sent' };
    await versionOne(name, [queued('contact', message, 'customer'), queued('burnTheToast', { id: 'x' })], []);
    const db = new BakeryDb(name);
    const entries = await db.outbox.orderBy('seq').toArray();
    db.close();
    expect(entries.map((entry) => [entry.kind, entry.payload])).toEqual([
      ['message.contact', { call: 'message.contact', request: { body: { name: 'Ann' } }, sentNotice: 'Sent' }],
      ['burnTheToast', { id: 'x' }],
    ]);
  });

  it('finds its saved lists under their entity keys', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    await versionOne(
      name,
      [],
      [
        { key: '/api/inventory', data: ['catalogue'] },
        { key: '/api/pickup-settings', data: 'settings' },
        { key: '/api/reviews', data: ['review'] },
        { key: '/api/recipes', data: ['recipe'] },
        { key: `/api/recipes/${id}/comments`, data: ['comment'] },
        { key: `/api/orders/${id}`, data: 'her order' },
        { key: '/api/orders/status=placed&limit=200', data: ['the owner list'] },
        { key: '/api/admin/bake-list/2026-11-27/home/whole', data: 'bake list' },
        { key: '/api/admin/inventory', data: ['owner catalogue'] },
      ],
    );
    const db = new BakeryDb(name);
    const saved = Object.fromEntries((await db.cache.toArray()).map((entry) => [entry.key, entry.data]));
    db.close();
    expect(saved).toEqual({
      products: ['catalogue'],
      'pickup-settings': 'settings',
      reviews: ['review'],
      recipes: ['recipe'],
      [`recipe-comments/${id}`]: ['comment'],
      [`customer-order/${id}`]: 'her order',
      'owner/orders/status=placed&limit=200': ['the owner list'],
      'owner/bake-list/2026-11-27/home/whole': 'bake list',
      'owner/inventory': ['owner catalogue'],
    });
  });
});
