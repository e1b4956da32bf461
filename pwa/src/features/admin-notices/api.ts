import { pickupNoticePreviewSchema, pickupNoticeResultSchema, type PickupNotice } from '#shared/owner-orders';
import { adminRequest } from '../../lib/admin-api';

export const previewNotice = (notice: PickupNotice) =>
  adminRequest('POST', '/api/admin/pickups/notice/preview', { body: notice, answer: pickupNoticePreviewSchema });

/** Sent online only (she reads the preview first); the key makes a double tap send once. */
export const sendNotice = (notice: PickupNotice, key: string) =>
  adminRequest('POST', '/api/admin/pickups/notice', {
    body: notice,
    headers: { 'Idempotency-Key': key },
    answer: pickupNoticeResultSchema,
  });
