import type { PickupNotice } from '#shared/owner-orders';
import { callAsOwner } from '../../lib/admin-api';

export const previewNotice = (notice: PickupNotice) => callAsOwner('owner.notice-preview', { body: notice });

/** Sent online only (she reads the preview first); the key makes a double tap send once. */
export const sendNotice = (notice: PickupNotice, key: string) =>
  callAsOwner('owner.notice', { body: notice }, { headers: { 'Idempotency-Key': key } });
