import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentMethod } from '#shared/bakery';
import { formatCents, formatDollars, toCents } from '#shared/money';
import { dropAdminEdit } from '../../../sync/admin-outbox';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { linesText, saleTotal, type StallProduct } from '../stall-lines';
import { useStall } from '../stall-store';
import type { SaleToFix } from './fix-sale-note';

export type StallSale = ReturnType<typeof useStallSale>;

/**
 * The sale being rung up at the stall: its lines (kept on the phone, stall-store.ts), its total,
 * the payment being taken, and what the last one came to. A sale the server refused (`fixing`)
 * is rung up again in its place, or dropped.
 */
export function useStallSale(
  shown: ShownDay,
  products: readonly StallProduct[],
  fixing: SaleToFix | undefined,
  onFixed: () => void,
) {
  const { lines, add, remove, set, clear, rang } = useStall();
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The last sale rung up here, as saved: shown until the next one starts.
  const [saved, setSaved] = useState('');
  // A refused sale waits in the outbox (it stops it) until this one, fixed, takes its place.
  const [refused, setRefused] = useState<number | undefined>(fixing?.seq);
  const { edit } = useAdminEdit();
  const queryClient = useQueryClient();
  const { total, problem: priceProblem } = saleTotal(lines, products);

  useEffect(() => {
    if (!fixing) return;
    // An undone sale is not rung up again: nothing changed hands in the end.
    set(fixing.undoneAt ? [] : fixing.sale.lines);
    setRefused(fixing.seq);
    setProblem(fixing.words);
  }, [fixing, set]);

  async function record(paymentMethod: PaymentMethod, givenCents?: number) {
    setPaying(null);
    if (total === null) return;
    const id = crypto.randomUUID();
    const description = `Sale of ${linesText(lines, products)}`;
    const outcome = await edit(
      {
        kind: 'record-stall-sale',
        date: shown.date,
        id,
        lines,
        paymentMethod,
        total,
        ...(givenCents !== undefined ? { cashGiven: formatCents(givenCents) } : {}),
        soldAt: fixing?.sale.soldAt ?? new Date().toISOString(),
      },
      description,
      undefined,
      refused,
    );
    if (outcome.kind === 'refused') {
      setRefused(outcome.seq);
      return setProblem(`${description} refused: ${outcome.error} Lower it, or drop the sale.`);
    }
    if (outcome.kind === 'invalid') return setProblem(outcome.error);
    setRefused(undefined);
    setProblem(null);
    if (fixing) onFixed();
    rang(id);
    clear();
    // Said in the bar, where her eyes are, not in a toast over the table: one sale follows another.
    setSaved(savedWords(outcome.kind === 'sent', total, paymentMethod, givenCents));
  }

  async function drop() {
    // Its undo, if one waits behind it, goes with it.
    if (refused !== undefined) await dropAdminEdit(queryClient, refused);
    setRefused(undefined);
    setProblem(null);
    clear();
    if (fixing) onFixed();
  }

  return {
    lines,
    add,
    remove,
    clear,
    total,
    problem: problem ?? priceProblem,
    saved,
    refused,
    paying,
    setPaying,
    record,
    drop,
  };
}

/** "Saved: $12.00 cash, change $8.00." */
function savedWords(
  sent: boolean,
  total: string,
  paymentMethod: PaymentMethod,
  givenCents: number | undefined,
): string {
  const changeCents = givenCents === undefined ? 0 : givenCents - toCents(total);
  const change = changeCents > 0 ? `, change ${formatDollars(changeCents)}` : '';
  return `${sent ? 'Saved' : 'Saved on this phone, sent when there is signal'}: ${formatDollars(toCents(total))} ${paymentMethod === 'cash' ? 'cash' : 'Venmo'}${change}.`;
}
