import { linksOf, type PublicLinks } from './links';

/**
 * THE moment a call or a job is decided at (docs/architecture.md, "The contract of every call"):
 * the time, the bakery's zone, where the owner reads her mail, the keys of the bakery's signed
 * links and every public link it sends (services/links.ts). Built in one place from the server's
 * deps (momentOf): the runner builds one per call (context.moment), a job one per pass. A service
 * takes the part it reads (Pick<Moment, ...>).
 */
export interface Moment {
  now: Date;
  timeZone: string;
  ownerEmail: string;
  /** The key of customers' signed links: her order, her standing order, her place in line. */
  orderLinkKey: string;
  /** The key of subscribers' confirm and unsubscribe links. */
  subscriberLinkKey: string;
  /** Every public link the bakery sends, each signed with its key. */
  links: PublicLinks;
}

/** What the moment is built of: the server's deps (deps.ts), or a test's. */
export interface MomentSources {
  config: { bakeryTimeZone: string; publicUrl: string; ownerEmail: string };
  orderLinkKey: string;
  subscriberLinkKey: string;
}

export function momentOf(deps: MomentSources, now: Date): Moment {
  const { orderLinkKey, subscriberLinkKey } = deps;
  return {
    now,
    timeZone: deps.config.bakeryTimeZone,
    ownerEmail: deps.config.ownerEmail,
    orderLinkKey,
    subscriberLinkKey,
    links: linksFor(deps),
  };
}

/**
 * The links depend on the server's settings and keys only, which do not change while it runs:
 * built once per server, not once per call (a dozen functions, a measurable part of a hold).
 */
const builtLinks = new WeakMap<MomentSources, PublicLinks>();
function linksFor(deps: MomentSources): PublicLinks {
  const { orderLinkKey, subscriberLinkKey } = deps;
  let links = builtLinks.get(deps);
  if (!links) {
    links = linksOf({ publicUrl: deps.config.publicUrl, orderLinkKey, subscriberLinkKey });
    builtLinks.set(deps, links);
  }
  return links;
}
