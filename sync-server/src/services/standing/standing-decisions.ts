import { StandingPlacementRow, type Db, type Tx } from '../../db';
import type { Changed } from '../announce';
import { conflict } from '../errors';
import { queueMail, type MailDraft } from '../mail/outbox';
import { getPickupSettings } from '../pickups/pickup-settings';
import { placeRefusedWeekNow } from './place-standing';
import { locationOf } from './standing-lines';
import {
  standingBakeryChangeMail,
  standingDecidedMail,
  standingRaiseDecidedMail,
  type ProductNames,
} from './standing-mail';
import type { Moment } from '../moment';
import { byOwner, changeStanding, hasRoom, productNames, reread, standingFull, touch } from './standing-orders';
import type { StandingOrderRow } from '../../db';
import { nextPickupDateOf } from '../pickups/pickups';
import type { PlaceHoursSettings } from '#shared/places';
import { herPlaces } from '../pickups/place-rows';

/**
 * The owner's decisions on her regulars (docs/standing-orders.md, "The owner's rules and yes"),
 * each an edit of hers by name: her yes or no to what a regular asks (a standing order, or
 * more of one), a regular paused, started again or stopped by her, a refused week placed now.
 * The regular is told of each by e-mail, in the same transaction.
 */
type Decided = Promise<{ row: StandingOrderRow; changed: Changed }>;

/** A decision: what it writes (null: nothing to do, a replay), and the e-mail that tells her. */
type Verdict = {
  changes: Partial<StandingOrderRow>;
  mail: (after: StandingOrderRow, names: ProductNames, page: string, places: PlaceHoursSettings) => MailDraft;
} | null;

function decide(
  db: Db,
  id: string,
  moment: Moment,
  verdict: (trx: Tx, row: StandingOrderRow) => Promise<Verdict>,
): Decided {
  return changeStanding(db, byOwner(id), async (trx, row) => {
    const decided = await verdict(trx, row);
    if (!decided) return { row, changed: {} };
    await touch(trx, id, decided.changes, moment.now);
    const after = await reread(trx, id);
    const [names, places] = await Promise.all([productNames(trx), herPlaces(trx)]);
    await queueMail(trx, [decided.mail(after, names, moment.links.standingUrl(id), places)], moment.now);
    return { row: after, changed: { mail: true } };
  });
}

const runs = (row: StandingOrderRow) => row.status === 'active' || row.status === 'paused';

/** Her yes: to a request, while the pickup has room; to more of a standing order that runs. */
export function approveStandingOrder(db: Db, id: string, moment: Moment): Decided {
  return decide(db, id, moment, async (trx, row) => {
    if (row.status === 'requested') {
      if (!(await hasRoom(trx, locationOf(row), row.id))) throw standingFull('bakery');
      return {
        changes: { status: 'active', approvedAt: moment.now.toISOString(), statusReason: null },
        mail: standingDecidedMail,
      };
    }
    if (runs(row) && row.pendingLines !== null) {
      return {
        changes: { lines: row.pendingLines, pendingLines: null },
        mail: (after, names, page) => standingRaiseDecidedMail(after, true, undefined, names, page),
      };
    }
    if (runs(row)) return null;
    throw conflict('Only a request can be approved', 'invalid-transition');
  });
}

/** Her no, with why if she says: a request ends declined; more of a standing order is dropped, and it goes on as it was. */
export function declineStandingOrder(db: Db, id: string, reason: string | undefined, moment: Moment): Decided {
  return decide(db, id, moment, async (_trx, row) => {
    if (row.status === 'requested') {
      return { changes: { status: 'declined', statusReason: reason || null }, mail: standingDecidedMail };
    }
    if (runs(row) && row.pendingLines !== null) {
      return {
        changes: { pendingLines: null },
        mail: (after, names, page) => standingRaiseDecidedMail(after, false, reason, names, page),
      };
    }
    if (row.status === 'declined' || runs(row)) return null;
    throw conflict('Only a request can be declined', 'invalid-transition');
  });
}

/**
 * A regular paused by the owner (hers to lift: the regular cannot go on again by herself), or
 * started again by her, within the pickup's cap like any yes.
 */
export function pauseByOwner(db: Db, id: string, paused: boolean, moment: Moment): Decided {
  return decide(db, id, moment, async (trx, row) => {
    if (paused) {
      if (row.status === 'paused' && row.statusBy === 'bakery') return null;
      if (!runs(row)) throw conflict('Only a standing order that runs can be paused', 'invalid-transition');
      return {
        changes: { status: 'paused', statusBy: 'bakery', statusReason: null },
        mail: (after, names, page) => standingBakeryChangeMail(after, 'paused', names, page),
      };
    }
    if (row.status === 'active') return null;
    if (row.status !== 'paused') throw conflict('Only a paused standing order can go again', 'invalid-transition');
    if (!(await hasRoom(trx, locationOf(row), row.id))) throw standingFull('bakery');
    return {
      changes: { status: 'active', statusBy: 'bakery', statusReason: null },
      mail: (after, names, page) => standingBakeryChangeMail(after, 'resumed', names, page),
    };
  });
}

/** A regular stopped by the owner, with why if she says; a request is declined instead. */
export function stopByOwner(db: Db, id: string, reason: string | undefined, moment: Moment): Decided {
  return decide(db, id, moment, async (_trx, row) => {
    if (row.status === 'cancelled') return null;
    if (!runs(row)) {
      throw conflict(
        row.status === 'requested' ? 'A request is declined, not stopped' : 'This standing order has ended',
        'invalid-transition',
      );
    }
    return {
      changes: { status: 'cancelled', statusBy: 'bakery', statusReason: reason || null, pendingLines: null },
      mail: (after, names, page) => standingBakeryChangeMail(after, 'stopped', names, page),
    };
  });
}

/**
 * "Place now" on a week the rules refused (docs/standing-orders.md, "A week not placed"): the
 * coming pickup's week of a standing order that runs, placed by the checkout now, or refused
 * with the checkout's words (then it stays as it was). A week placed meanwhile is answered as it is.
 */
export function placeWeekByOwner(db: Db, id: string, pickupDate: string, moment: Moment): Decided {
  return changeStanding(db, byOwner(id), async (trx, row) => {
    if (row.status !== 'active') {
      throw conflict('Only a standing order that runs is placed: it is paused or has ended', 'invalid-transition');
    }
    const settings = await getPickupSettings(trx, moment);
    if (pickupDate !== nextPickupDateOf(settings, locationOf(row))) {
      throw conflict('Only the coming pickup’s week can be placed now', 'not-a-coming-week');
    }
    const week = await StandingPlacementRow.query(trx).findById([id, pickupDate]);
    if (week?.outcome === 'placed') return { row, changed: {} };
    if (week?.outcome !== 'refused') {
      throw conflict('That week was not refused: it is placed with the others when orders open', 'not-refused');
    }
    const { changed } = await placeRefusedWeekNow(trx, { row, pickupDate }, moment);
    return { row, changed };
  });
}
