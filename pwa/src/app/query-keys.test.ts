import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrder } from '#shared/customer-order';
import type { StoredOrder } from '#shared/order';
import { adminEdits } from './admin-edits';
import { openDatabase } from '../db/open-on-use';
import { applyLiveMessage } from '../sync/live-apply';
import * as keys from '../lib/query-keys';

/**
 * Query keys are rooted in entities: no entity's keys begin like another's, so a change
 * meant for one list never reaches another. Before, the owner's order lists and a customer's
 * order both began with '/api/orders', and updating her lists threw on the customer's order
 * cached in the same tab.
 */
const orderId = '3f2b9c1e-1111-4222-8333-444455556666';
const stored = { id: orderId, number: 1042, status: 'placed', paymentStatus: 'unpaid' } as StoredOrder;
const theirs = { id: orderId, number: 1042, status: 'placed', paymentStatus: 'unpaid' } as CustomerOrder;

describe('query keys', () => {
  // As on a page in use: the lists are written to IndexedDB too.
  beforeAll(() => openDatabase());

  it('give every entity a root of its own', () => {
    const roots = [
      keys.productKeys.all,
      keys.pickupSettingsKeys.all,
      keys.customerOrderKeys.all,
      keys.reviewKeys.approved,
      keys.recipeKeys.published,
      keys.recipeCommentKeys.all,
      keys.ownerKeys.all,
      keys.sessionKeys.verify(null),
    ].map((key) => key[0]);
    expect(new Set(roots).size).toBe(roots.length);
    // The owner's lists all sit under her root, each under a name of its own.
    const ownerLists = Object.values(keys.ownerKeys).filter((key) => key.length > 1);
    expect(ownerLists.every((key) => key[0] === 'owner')).toBe(true);
    expect(new Set(ownerLists.map((key) => key[1])).size).toBe(ownerLists.length);
  });

  it("keep the owner's order lists and a customer's order apart when both are cached in one tab", async () => {
    const queryClient = new QueryClient();
    const herList = [...keys.ownerKeys.orders, 'status=placed'];
    queryClient.setQueryData(herList, [stored]);
    queryClient.setQueryData(keys.customerOrderKeys.one(orderId), theirs);

    // The owner's edit answered: her lists take the order as it now stands; the customer's copy is not a list.
    const ready = { ...stored, status: 'ready' } as StoredOrder;
    adminEdits['set-order-status'].onSent(
      { kind: 'set-order-status', id: orderId, status: 'ready' },
      { order: ready },
      queryClient,
    );
    await expect.poll(() => queryClient.getQueryData<StoredOrder[]>(herList)?.[0]?.status).toBe('ready');
    expect(queryClient.getQueryData(keys.customerOrderKeys.one(orderId))).toEqual(theirs);

    // The customer's live message: her order page's copy only.
    await applyLiveMessage(queryClient, { type: 'order', order: { ...theirs, status: 'ready' } });
    expect(queryClient.getQueryData<CustomerOrder>(keys.customerOrderKeys.one(orderId))?.status).toBe('ready');
    expect(queryClient.getQueryData<StoredOrder[]>(herList)).toEqual([ready]);

    // Reading one entity again leaves the other alone.
    await queryClient.invalidateQueries({ queryKey: keys.ownerKeys.orders });
    expect(queryClient.getQueryState(herList)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.customerOrderKeys.one(orderId))?.isInvalidated).toBe(false);
  });

  it("mark only the owner's saved lists as hers (cleared when she logs out)", () => {
    expect(keys.isOwnerCacheKey('owner/orders/status=placed')).toBe(true);
    expect(keys.isOwnerCacheKey('owner')).toBe(true);
    expect(keys.isOwnerCacheKey(`customer-order/${orderId}`)).toBe(false);
    expect(keys.isOwnerCacheKey('products')).toBe(false);
    expect(keys.isOwnerCacheKey('ownerless')).toBe(false);
  });
});
