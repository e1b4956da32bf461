import { bakery } from '#shared/bakery';
import { lineName, type PricedProduct } from '#shared/pricing';
import { pickupDateText } from '#shared/pickup-date';
import type { StandingOrderRow } from '../../db';
import { mailText, typed } from '../mail/mail-text';
import type { MailDraft } from '../mail/outbox';
import { linesOf, locationOf, pendingLinesOf, weeklyMost, type StandingLine } from './standing-lines';
import { placeInSentence } from '#shared/place-words';
import type { PlaceHoursSettings } from '#shared/places';

/**
 * The e-mails to a regular about her standing order (docs/standing-orders.md). Each week's order,
 * once placed, is told as any order is (its confirmation); these say what only a standing order
 * has: asked for, approved or declined, more asked for and answered, paused or stopped by the
 * bakery, and a week that could not be placed, and why. The owner's are standing-owner-mail.ts.
 */
/** "at the farmers market", "at Bogert Market": her places as the settings name them (pickups/place-rows.ts, herPlaces). */
export const where = (row: StandingOrderRow, places: PlaceHoursSettings) =>
  `at ${placeInSentence(locationOf(row), places)}`;

/** Each product's name and flavors, by id: what names a line as the shop does ("Bagels (Everything)"). */
export type ProductNames = ReadonlyMap<string, Pick<PricedProduct, 'name' | 'flavors'>>;

export const linesText = (lines: readonly StandingLine[], names: ProductNames) =>
  lines
    .map((line) => {
      const product = names.get(line.product);
      return `  ${line.quantity} x ${product ? lineName(product, line.flavor ?? null) : line.product}`;
    })
    .join('\n');

const lineText = (row: StandingOrderRow, names: ProductNames) => linesText(linesOf(row), names);

/** How she pays each week: as she paid the order she asked from. */
const paidAs = (row: StandingOrderRow) => (row.paymentMethod === 'venmo' ? 'by Venmo' : 'in cash at pickup');

/** A refusal's words as a sentence ("Only 1 Sandwich Bread left" ends with a full stop). */
export const sentence = (words: string) => (/[.!?]$/.test(words.trim()) ? words.trim() : `${words.trim()}.`);

const signOff = ['Questions? Reply to this e-mail.', '', `${bakery.name}, ${bakery.city}`];

/** A mail to the regular; her name is her own words (mail-text.ts), never a link or a button. */
const toHer = (row: StandingOrderRow, subject: string, text: readonly string[]): MailDraft => ({
  kind: 'standing-order',
  to: row.email,
  subject,
  ...mailText([typed(`Hi ${row.firstName},`), '', ...text, '', ...signOff]),
});

export function standingRequestedMail(
  row: StandingOrderRow,
  names: ProductNames,
  page: string,
  places: PlaceHoursSettings,
): MailDraft {
  const active = row.status === 'active';
  return toHer(
    row,
    active ? `Your ${bakery.name} order every week starts` : `We have your request for an order every week`,
    [
      active
        ? `From next week on we will place this order for you every week, ${where(row, places)}, when orders open:`
        : `You asked for this order every week, ${where(row, places)}. We will write as soon as the bakery says yes:`,
      '',
      lineText(row, names),
      '',
      `At most $${weeklyMost(linesOf(row))} a week, paid ${paidAs(row)} as now.`,
      `Skip a week, pause, change or stop it: ${page}`,
    ],
  );
}

export function standingDecidedMail(
  row: StandingOrderRow,
  names: ProductNames,
  page: string,
  places: PlaceHoursSettings,
): MailDraft {
  const approved = row.status === 'active';
  return toHer(row, approved ? `Your order every week is on` : `About your order every week`, [
    approved
      ? `Good news: from next week on we will place this order for you every week, ${where(row, places)}, when orders open:`
      : `We are sorry: we cannot take this order every week for now.${row.statusReason ? ` ${row.statusReason}` : ''}`,
    '',
    lineText(row, names),
    '',
    approved ? `Skip a week, pause, change or stop it: ${page}` : `Your standing order: ${page}`,
  ]);
}

/** The bakery's answer to more than it had agreed to: her new lines from next week on, or her old ones still. */
export function standingRaiseDecidedMail(
  row: StandingOrderRow,
  approved: boolean,
  reason: string | undefined,
  names: ProductNames,
  page: string,
): MailDraft {
  return toHer(
    row,
    approved ? 'Your change to your order every week is on' : 'About your change to your order every week',
    [
      approved
        ? `Good news: the bakery says yes. From the next week placed on, your order every week is:`
        : `We are sorry: the bakery cannot take that much every week for now.${reason ? ` ${reason}` : ''} Your order every week stays as it was:`,
      '',
      lineText(row, names),
      '',
      `Skip a week, pause, change or stop it: ${page}`,
    ],
  );
}

/** The bakery paused, started again or stopped her standing order itself. */
export function standingBakeryChangeMail(
  row: StandingOrderRow,
  change: 'paused' | 'resumed' | 'stopped',
  names: ProductNames,
  page: string,
): MailDraft {
  const why = row.statusReason && change !== 'resumed' ? ` ${row.statusReason}` : '';
  const words = {
    paused: {
      subject: 'Your order every week is paused by the bakery',
      text: `The bakery paused your order every week: it is not placed until the bakery starts it again.${why}`,
    },
    resumed: {
      subject: 'Your order every week goes on again',
      text: `The bakery started your order every week again: it is placed with each week's orders from the next opening on.`,
    },
    stopped: {
      subject: 'Your order every week has stopped',
      text: `The bakery stopped your order every week.${why} The weeks already placed are ordinary orders: see or cancel each from its own page.`,
    },
  }[change];
  return toHer(row, words.subject, [words.text, '', lineText(row, names), '', `Your standing order: ${page}`]);
}

/**
 * A week the checkout's rules could not place (sold out, a full slot or pickup), said plainly:
 * nothing is ordered or owed for it; the bakery is told and may still place it when the week's
 * bake is in (then its confirmation comes as any order's does).
 */
export function standingWeekRefusedMail(
  row: StandingOrderRow,
  pickupDate: string,
  reason: string,
  page: string,
): MailDraft {
  const day = pickupDateText(pickupDate);
  return toHer(row, `Your order every week is not placed yet for ${day}`, [
    `We could not place your order every week for ${day} yet: ${sentence(reason)}`,
    '',
    `The bakery has been told and may still place it when this week's bake is in. If it does, its confirmation comes by e-mail as for any order. Until then nothing is ordered for you that week, and nothing is owed.`,
    '',
    `Your order every week goes on as before: ${page}`,
  ]);
}

/** Her raise as the regular's page and the owner's notice show it. */
export const pendingText = (row: StandingOrderRow, names: ProductNames) => linesText(pendingLinesOf(row) ?? [], names);
