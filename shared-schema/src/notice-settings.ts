import * as z from 'zod/mini';
import { clockTimeSchema } from './pickup-places';

/**
 * The owner's switches for what the bakery tells people by itself (docs/notices.md; the
 * notices' words are in notices.ts). Part of the pickup settings the shop reads.
 */
export const noticeSettingsSchema = z.object({
  /** "Orders are open": an e-mail to every confirmed subscriber, a push to every phone that asked. */
  ordersOpen: z.boolean({ error: 'ordersOpen must be true or false' }),
  /** "Closing soon" this many hours before orders close, to subscribers with no order yet; null: off. */
  closingSoonHours: z.nullable(
    z
      .number({ error: 'Closing soon is a number of hours' })
      .check(
        z.int({ error: 'Closing soon is a whole number of hours' }),
        z.minimum(1, 'Closing soon is at least 1 hour before'),
        z.maximum(72, 'Closing soon is at most 72 hours before'),
      ),
  ),
  /** A push to the customer's phone when the owner marks her order ready. */
  orderReady: z.boolean({ error: 'orderReady must be true or false' }),
  /** The owner's own phone: a new order, a refused checkout, a customer's cancel. */
  ownerNewOrder: z.boolean({ error: 'ownerNewOrder must be true or false' }),
  ownerFailedCheckout: z.boolean({ error: 'ownerFailedCheckout must be true or false' }),
  ownerCustomerCancel: z.boolean({ error: 'ownerCustomerCancel must be true or false' }),
  /** No push between these times, bakery time ("21:00" to "07:00" spans midnight); null: any hour. */
  quietHours: z.nullable(
    z
      .object({ from: clockTimeSchema, to: clockTimeSchema })
      .check(z.refine((hours) => hours.from !== hours.to, 'Quiet hours must start and end at different times')),
  ),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

export const defaultNoticeSettings: NoticeSettings = {
  ordersOpen: true,
  closingSoonHours: null,
  orderReady: true,
  ownerNewOrder: true,
  ownerFailedCheckout: true,
  ownerCustomerCancel: true,
  quietHours: { from: '21:00', to: '07:00' },
};
