import type { PickupSettings } from '#shared/pickup-settings';
import type { Tx } from '../../db';
import type { Line } from '../links';
import { queueMail, type MailDraft } from '../mail/outbox';
import type { Moment } from '../moment';
import { queuePushNotices } from '../notices/push-notices';

/** Her turn, as both lines tell it: whose, what, for how long, and her e-mail's words. */
export interface OfferNotice {
  line: Line;
  entry: { id: string; email: string | null };
  /** "2 Bagels (Plain)", or "a 3:30 to 4:00pm home pickup on Friday, December 4". */
  what: string;
  minutes: number;
  /** Her e-mail, given where its button takes her and its quiet way out of the line. */
  mail(to: string, links: { offerUrl: string; leaveUrl: string }): MailDraft;
}

/**
 * Tells her it is her turn, in the offer's transaction: her e-mail if she gave one (with the
 * one-click way out of the line), and the phones that follow her place in line (push-notices.ts,
 * quiet hours and all), whose tap opens the shop's address that takes the offer. Whether anyone
 * was told, so the mailer is kicked.
 */
export async function tellOffer(
  trx: Tx,
  notice: OfferNotice,
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<boolean> {
  const { line, entry } = notice;
  const { links } = moment;
  if (entry.email) {
    const words = notice.mail(entry.email, {
      offerUrl: links.offerUrl(line, entry.id),
      leaveUrl: links.leaveUrl(line, entry.id),
    });
    await queueMail(trx, [{ ...words, headers: links.leaveHeaders(line, entry.id) }], moment.now);
  }
  const pushes = await queuePushNotices(
    trx,
    [
      {
        kind: 'waitlist-offer',
        entryId: entry.id,
        name: notice.what,
        minutes: notice.minutes,
        url: links.offerPath(line, entry.id),
        ...(line === 'place' ? { place: true } : {}),
      },
    ],
    settings,
    moment,
  );
  return entry.email !== null || pushes > 0;
}
