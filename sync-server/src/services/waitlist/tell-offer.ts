import type { PickupSettings } from '#shared/pickup-settings';
import type { Tx } from '../../db';
import { queueMail, type MailDraft } from '../mail/outbox';
import { queuePushNotices } from '../notices/push-notices';
import type { OfferMoment } from './offers';

/** Her turn, as both kinds of line tell it: what, for how long, and where her links go. */
export interface OfferNotice {
  entryId: string;
  /** Her e-mail's draft with its one-click leave headers, or null (she is told by push only). */
  mail: MailDraft | null;
  /** "2 Bagels (Plain)", or "a 3:30 to 4:00pm home pickup on Friday, December 4". */
  what: string;
  minutes: number;
  /** The shop's path that takes the offer (her push opens it). */
  path: string;
  /** A place at a full pickup, not a loaf in her cart. */
  place?: boolean;
}

/**
 * Tells her it is her turn, in the offer's transaction: her e-mail if she gave one, and the
 * phones that follow her place in line (push-notices.ts, quiet hours and all). Whether anyone
 * was told, so the mailer is kicked.
 */
export async function tellOffer(
  trx: Tx,
  notice: OfferNotice,
  settings: PickupSettings,
  moment: OfferMoment,
): Promise<boolean> {
  if (notice.mail) await queueMail(trx, [notice.mail], moment.now);
  const pushes = await queuePushNotices(
    trx,
    [
      {
        kind: 'waitlist-offer',
        entryId: notice.entryId,
        name: notice.what,
        minutes: notice.minutes,
        url: notice.path,
        ...(notice.place ? { place: true } : {}),
      },
    ],
    settings,
    moment,
  );
  return notice.mail !== null || pushes > 0;
}
