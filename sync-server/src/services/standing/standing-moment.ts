import type { LinkToOrder } from '../mail/templates';
import { standingPagePath } from '../order-links';

/**
 * What every standing-order call is decided at (docs/standing-orders.md): the moment, the keys
 * of customers' links, where the owner reads her mail and her admin. A week is placed by the
 * checkout itself, so this is also all the checkout needs.
 */
export interface StandingMoment {
  now: Date;
  timeZone: string;
  ownerEmail: string;
  /** The shop's address, of which the owner's e-mails link her Standing Orders page. */
  publicUrl: string;
  link: LinkToOrder;
  orderLinkKey: string;
  /** Her standing order's page, with its key, for the regular's e-mails. */
  standingLink(id: string): string;
}

/** The moment of a standing-order call, from the server's deps (as services/notices dropMoment). */
export const standingMomentOf = (
  deps: {
    config: { bakeryTimeZone: string; publicUrl: string; ownerEmail: string };
    orderLinkKey: string;
    orderLink: LinkToOrder;
  },
  now: Date,
): StandingMoment => {
  const publicUrl = deps.config.publicUrl.replace(/\/$/, '');
  return {
    now,
    timeZone: deps.config.bakeryTimeZone,
    ownerEmail: deps.config.ownerEmail,
    publicUrl,
    link: deps.orderLink,
    orderLinkKey: deps.orderLinkKey,
    standingLink: (id) => `${publicUrl}${standingPagePath(deps.orderLinkKey, id)}`,
  };
};

/** The owner's Standing Orders page, where she answers a regular and places a week not placed. */
export const ownerStandingPage = (moment: Pick<StandingMoment, 'publicUrl'>) => `${moment.publicUrl}/admin-standing`;
