import type { PickupNotice } from '#shared/owner-orders';
import { pickupDateText } from '#shared/pickup-date';
import { lazyDateFormat } from '#shared/date-format';

export type NoticeKind = PickupNotice['kind'];

export const noticeKindLabels: Record<NoticeKind, string> = {
  ready: 'Orders are ready',
  delayed: 'Running late',
  cancelled: 'Pickup day cancelled',
  other: 'Something else',
};

/** A first draft of the subject and message for each kind; the owner edits before sending. */
export function noticeDraft(kind: NoticeKind, pickupDate: string): { subject: string; message: string } {
  const day = pickupDateText(pickupDate);
  switch (kind) {
    case 'ready':
      return {
        subject: `Your order is ready for pickup ${day}`,
        message: 'Your bread is baked and bagged. See you at pickup!',
      };
    case 'delayed':
      return {
        subject: `Pickup ${day} is running late`,
        message: 'The oven is running behind today. Please come an hour later than usual. Sorry for the wait!',
      };
    case 'cancelled':
      return {
        subject: `Pickup ${day} is cancelled`,
        message: 'We have to cancel this pickup day. We will be in touch about your order and any refund.',
      };
    default:
      return { subject: `About your order for ${day}`, message: '' };
  }
}

const sentTime = lazyDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sent Fri, Nov 27, 3:04 PM to 5 customers." */
export function sentText(recipients: number, at: string): string {
  return `Sent ${sentTime.format(new Date(at))} to ${recipients} customer${recipients === 1 ? '' : 's'}.`;
}
