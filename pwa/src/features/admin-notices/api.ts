import type { PickupNotice, PickupNoticePreview, PickupNoticeResult } from '#shared/owner-orders';
import { adminRequest } from '../../lib/admin-api';

export const previewNotice = (notice: PickupNotice) =>
  adminRequest<PickupNoticePreview>('POST', '/api/admin/pickups/notice/preview', notice);

/** Sent online only (she reads the preview first); the key makes a double tap send once. */
export const sendNotice = (notice: PickupNotice, key: string) =>
  adminRequest<PickupNoticeResult>('POST', '/api/admin/pickups/notice', notice, { 'Idempotency-Key': key });
