import { bakery } from '#shared/bakery';
import { lineName, type PricedProduct } from '#shared/pricing';
import { pickupDateText } from '#shared/pickup-date';
import type { StandingOrderRow } from '../../db';
import { mailText, typed } from '../mail/mail-text';
import type { MailDraft } from '../mail/outbox';
import { linesOf, locationOf, weeklyMost } from './standing-lines';

/**
 * The e-mails of a standing order (docs/standing-orders.md). Each week's order, once placed, is
 * told as any order is (its confirmation); these say what only a standing order has: asked for,
 * approved or declined, and a week that could not be placed, and why.
 */
const where = (row: StandingOrderRow) =>
  locationOf(row) === 'farmers-market' ? 'at the farmers market' : 'at home pickup';

/** Each product's name and flavors, by id: what names a line as the shop does ("Bagels (Everything)"). */
export type ProductNames = ReadonlyMap<string, Pick<PricedProduct, 'name' | 'flavors'>>;

const lineText = (row: StandingOrderRow, names: ProductNames) =>
  linesOf(row)
    .map((line) => {
      const product = names.get(line.product);
      return `  ${line.quantity} x ${product ? lineName(product, line.flavor ?? null) : line.product}`;
    })
    .join('\n');

/** How she pays each week: as she paid the order she asked from. */
const paidAs = (row: StandingOrderRow) => (row.paymentMethod === 'venmo' ? 'by Venmo' : 'in cash at pickup');

const signOff = ['Questions? Reply to this e-mail.', '', `${bakery.name}, ${bakery.city}`];

export function standingRequestedMail(row: StandingOrderRow, names: ProductNames, page: string): MailDraft {
  const active = row.status === 'active';
  return {
    kind: 'standing-order',
    to: row.email,
    subject: active ? `Your ${bakery.name} order every week starts` : `We have your request for an order every week`,
    ...mailText([
      typed(`Hi ${row.firstName},`),
      '',
      active
        ? `From next week on we will place this order for you every week, ${where(row)}, when orders open:`
        : `You asked for this order every week, ${where(row)}. We will write as soon as the bakery says yes:`,
      '',
      lineText(row, names),
      '',
      `At most $${weeklyMost(linesOf(row))} a week, paid ${paidAs(row)} as now.`,
      `Skip a week, pause, change or stop it: ${page}`,
      '',
      ...signOff,
    ]),
  };
}

export function standingDecidedMail(row: StandingOrderRow, names: ProductNames, page: string): MailDraft {
  const approved = row.status === 'active';
  return {
    kind: 'standing-order',
    to: row.email,
    subject: approved ? `Your order every week is on` : `About your order every week`,
    ...mailText([
      typed(`Hi ${row.firstName},`),
      '',
      approved
        ? `Good news: from next week on we will place this order for you every week, ${where(row)}, when orders open:`
        : `We are sorry: we cannot take this order every week for now.${row.statusReason ? ` ${row.statusReason}` : ''}`,
      '',
      lineText(row, names),
      '',
      approved ? `Skip a week, pause, change or stop it: ${page}` : `Your standing order: ${page}`,
      '',
      ...signOff,
    ]),
  };
}

/** A week the checkout's rules could not place (sold out, a full slot or pickup): said plainly, with what she can do. */
export function standingWeekRefusedMail(
  row: StandingOrderRow,
  pickupDate: string,
  reason: string,
  page: string,
): MailDraft {
  return {
    kind: 'standing-order',
    to: row.email,
    subject: `Your order every week could not be placed for ${pickupDateText(pickupDate)}`,
    ...mailText([
      typed(`Hi ${row.firstName},`),
      '',
      `We could not place your order every week for ${pickupDateText(pickupDate)}: ${reason}`,
      '',
      `Nothing is owed for that week. Orders are open now, so you may still order what is left: ${bakery.name}'s shop.`,
      `Your standing order goes on next week: ${page}`,
      '',
      ...signOff,
    ]),
  };
}

/** To the owner: a regular asks for an order every week (or one started by itself, auto-approved). */
export function standingRequestNotice(row: StandingOrderRow, names: ProductNames, ownerEmail: string): MailDraft {
  return {
    kind: 'standing-request',
    to: ownerEmail,
    replyTo: row.email,
    subject:
      row.status === 'active'
        ? `New order every week: ${row.firstName} ${row.lastName}`
        : `${row.firstName} ${row.lastName} asks for an order every week`,
    ...mailText([
      typed(
        `${row.firstName} ${row.lastName} (${row.email}, ${row.phone}) asks for this every week, ${where(row)}${row.pickupSlot ? ` at ${row.pickupSlot}` : ''}:`,
      ),
      '',
      lineText(row, names),
      '',
      row.status === 'active'
        ? 'It was approved by itself (your setting): it is placed with each week’s orders from next week on.'
        : 'Approve or decline it on Standing Orders in the admin.',
    ]),
  };
}
