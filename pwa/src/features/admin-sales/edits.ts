import { z } from 'zod';
import { manualOrderSchema } from '#shared/owner-orders';
import { uuidSchema } from '#shared/common';
import { adminKeys, inventoryKeys, orderFigureKeys } from '../../lib/query-keys';
import type { EditMap } from '../../sync/admin-edit-kind';

/**
 * A sale the owner enters herself (a phone order, the market stall), queued like every edit:
 * with no signal at the stall it waits in the outbox and lands exactly once, by its client id
 * and its Idempotency-Key. Stock is decided by the server when it lands (order-rule.ts).
 */
const payloads = { createManualOrder: manualOrderSchema.extend({ id: uuidSchema, summary: z.string().max(300) }) };
export type SaleEditPayloads = { [K in keyof typeof payloads]: z.infer<(typeof payloads)[K]> };

export const saleEdits = {
  createManualOrder: {
    payload: payloads.createManualOrder,
    // The summary is for the owner's own outbox line; the server gets the order.
    call: ({ summary: _summary, ...order }) => ({ method: 'POST', url: '/api/admin/orders', body: order }),
    affects: [...orderFigureKeys, adminKeys.inventory, inventoryKeys.all],
    // Refused (sold out meanwhile, a typo): she opens it in the form, fixes it, sends it again.
    reopen: (seq) => `/admin-new-sale?fix=${seq}`,
  },
} satisfies EditMap<SaleEditPayloads>;
