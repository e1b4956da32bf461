import type { LinkToOrder } from './mail/templates';
import { standingPagePath } from './order-links';

/**
 * THE moment a call or a job is decided at (docs/architecture.md, "The contract of every call"):
 * the time, the bakery's zone, where the owner reads her mail, and every public link the bakery
 * sends (each signed with its key, services/order-links.ts). Built in one place from the server's
 * deps (momentOf); a service takes the part it reads (Pick<Moment, ...>).
 */
export interface Moment {
  now: Date;
  timeZone: string;
  ownerEmail: string;
  /** The shop's address, without a trailing slash: the base of every link in an e-mail. */
  publicUrl: string;
  /** The key of customers' signed links: her order, her standing order, her place in line. */
  orderLinkKey: string;
  /** The key of subscribers' confirm and unsubscribe links. */
  subscriberLinkKey: string;
  /** Her order's page, with its key. */
  link: LinkToOrder;
  /** Her standing order's page, with its key. */
  standingLink(id: string): string;
}

/** What the moment is built of: the server's deps (deps.ts), or a test's. */
export interface MomentSources {
  config: { bakeryTimeZone: string; publicUrl: string; ownerEmail: string };
  orderLinkKey: string;
  subscriberLinkKey: string;
  orderLink: LinkToOrder;
}

export function momentOf(deps: MomentSources, now: Date): Moment {
  const publicUrl = deps.config.publicUrl.replace(/\/$/, '');
  return {
    now,
    timeZone: deps.config.bakeryTimeZone,
    ownerEmail: deps.config.ownerEmail,
    publicUrl,
    orderLinkKey: deps.orderLinkKey,
    subscriberLinkKey: deps.subscriberLinkKey,
    link: deps.orderLink,
    standingLink: (id) => `${publicUrl}${standingPagePath(deps.orderLinkKey, id)}`,
  };
}
