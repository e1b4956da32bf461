import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '#shared/bakery';
import { formatCents, formatDollars, toCents } from '#shared/money';
import { dropAdminEdit } from '../../../sync/admin-outbox';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { linesText, saleTotal, stallButtons, type StallProduct } from '../stall-lines';
import { useStall } from '../stall-store';
import { FixSaleNote, type SaleToFix } from './fix-sale-note';
import { CashDialog, VenmoDialog } from './pay-dialogs';
import { ProductButtons } from './product-buttons';
import { UndoLastSale } from './undo-last-sale';

export type { SaleToFix } from './fix-sale-note';

/** A ref, and the height of what it is on, kept as it changes: room left under the page for the fixed sale bar. */
function useHeight<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.current.observe(element);
  }, []);
  return [ref, height];
}

/**
 * The stall (docs/market-day.md, "Sell"): one large button per product and flavor on the table,
 * with what is left; the sale being rung up at the bottom, under the thumb, with its total and
 * Cash or Venmo. Works with no signal: each sale waits in her outbox and lands once.
 */
export function StallSell({
  shown,
  products,
  fixing,
  onFixed,
}: {
  shown: ShownDay;
  products: readonly StallProduct[];
  fixing?: SaleToFix;
  onFixed: () => void;
}) {
  const { lines, add, remove, set, clear, rang } = useStall();
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The last sale rung up here, as saved: shown until the next one starts.
  const [saved, setSaved] = useState('');
  // A refused sale waits in the outbox (it stops it) until this one, fixed, takes its place.
  const [refused, setRefused] = useState<number | undefined>(fixing?.seq);
  const { edit } = useAdminEdit();
  const queryClient = useQueryClient();
  const buttons = stallButtons(shown, products, lines);
  const [bar, barHeight] = useHeight<HTMLDivElement>();
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
    const changeCents = givenCents === undefined ? 0 : givenCents - toCents(total);
    const change = changeCents > 0 ? `, change ${formatDollars(changeCents)}` : '';
    setSaved(
      `${outcome.kind === 'sent' ? 'Saved' : 'Saved on this phone, sent when there is signal'}: ${formatDollars(toCents(total))} ${paymentMethod === 'cash' ? 'cash' : 'Venmo'}${change}.`,
    );
  }

  async function drop() {
    // Its undo, if one waits behind it, goes with it.
    if (refused !== undefined) await dropAdminEdit(queryClient, refused);
    setRefused(undefined);
    setProblem(null);
    clear();
    if (fixing) onFixed();
  }

  if (buttons.length === 0) {
    return <Typography level="body-lg">Nothing on the table: add what you brought under Brought.</Typography>;
  }
  return (
    <Stack spacing={2} sx={{ pb: { xs: `${barHeight + 16}px`, sm: 1 } }}>
      <ProductButtons buttons={buttons} onAdd={add} />
      <Sheet
        variant="outlined"
        ref={bar}
        sx={{
          // On a phone it stays at the bottom of the screen, under her thumb, however short the table.
          position: { xs: 'fixed', sm: 'sticky' },
          left: { xs: 8, sm: 'auto' },
          right: { xs: 8, sm: 'auto' },
          bottom: { xs: 8, sm: 0 },
          zIndex: 5,
          borderRadius: 'md',
          p: 1.5,
          boxShadow: 'lg',
        }}
        aria-label="This sale"
        role="region"
      >
        {(problem || priceProblem) && (
          <Alert color="danger" role="alert" sx={{ mb: 1 }}>
            {/* Its button under the words: beside them, on a phone, they ran a few to a line. */}
            <Stack alignItems="flex-start" gap={1}>
              <div>
                {problem ?? priceProblem}
                {fixing && refused === fixing.seq && <FixSaleNote fix={fixing} />}
              </div>
              {refused !== undefined && (
                <Button size="sm" color="danger" onClick={() => void drop()}>
                  {fixing?.undoneAt ? 'Drop it and its undo' : 'Drop it'}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {/* Always on the page, so a screen reader hears each sale saved once. */}
        <Typography level="body-sm" role="status" sx={{ mb: lines.length === 0 && saved ? 0.5 : 0 }}>
          {lines.length === 0 ? saved : ''}
        </Typography>
        {lines.length === 0 ? (
          <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
            <Typography level="body-md">Tap what they buy.</Typography>
            <UndoLastSale shown={shown} products={products} />
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" alignItems="flex-start" gap={0.75}>
              <Stack
                direction="row"
                flexWrap="wrap"
                gap={0.75}
                aria-label="Items in this sale"
                role="list"
                sx={{ flex: 1 }}
              >
                {lines.map((line) => {
                  const one = linesText([{ ...line, quantity: 1 }], products).slice(2);
                  return (
                    <Box key={`${line.product}:${line.flavor ?? ''}`} role="listitem">
                      <Button
                        variant="soft"
                        color="neutral"
                        endDecorator="−"
                        aria-label={`One less ${one} (${line.quantity} in this sale)`}
                        onClick={() => remove(line)}
                        sx={{ minHeight: 44 }}
                      >
                        {linesText([line], products)}
                      </Button>
                    </Box>
                  );
                })}
              </Stack>
              <Button
                variant="plain"
                color="danger"
                onClick={() => void (refused !== undefined ? drop() : clear())}
                sx={{ minHeight: 44 }}
              >
                Clear
              </Button>
            </Stack>
            <Typography level="h2" component="p" aria-live="polite">
              {total === null ? 'No price' : formatDollars(toCents(total))}
            </Typography>
            <Stack direction="row" gap={1}>
              <Button
                size="lg"
                disabled={total === null}
                onClick={() => setPaying('cash')}
                sx={{ flex: 1, minHeight: 64, fontSize: 'xl' }}
              >
                Cash
              </Button>
              <Button
                size="lg"
                color="success"
                disabled={total === null}
                onClick={() => setPaying('venmo')}
                sx={{ flex: 1, minHeight: 64, fontSize: 'xl' }}
              >
                Venmo
              </Button>
            </Stack>
          </Stack>
        )}
      </Sheet>
      {paying === 'cash' && total !== null && (
        <CashDialog
          totalCents={toCents(total)}
          // A sale rung up again keeps the cash that was handed over for it.
          keptGivenCents={fixing?.sale.cashGiven ? toCents(fixing.sale.cashGiven) : undefined}
          onClose={() => setPaying(null)}
          onDone={(given) => void record('cash', given)}
        />
      )}
      {paying === 'venmo' && total !== null && (
        <VenmoDialog total={total} onClose={() => setPaying(null)} onDone={() => void record('venmo')} />
      )}
    </Stack>
  );
}
