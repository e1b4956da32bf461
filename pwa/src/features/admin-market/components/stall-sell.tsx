import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { toCents } from '#shared/money';
import type { ShownDay } from '../market-view';
import { stallButtons, type StallProduct } from '../stall-lines';
import type { SaleToFix } from './fix-sale-note';
import { CashDialog, VenmoDialog } from './pay-dialogs';
import { ProductButtons } from './product-buttons';
import { SaleBar } from './sale-bar';
import { useHeight } from './use-height';
import { useStallSale } from './use-stall-sale';

export type { SaleToFix } from './fix-sale-note';

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
  const sale = useStallSale(shown, products, fixing, onFixed);
  const { total, paying, setPaying, record } = sale;
  const buttons = stallButtons(shown, products, sale.lines);
  const [bar, barHeight] = useHeight<HTMLDivElement>();

  if (buttons.length === 0) {
    return <Typography level="body-lg">Nothing on the table: add what you brought under Brought.</Typography>;
  }
  return (
    <Stack spacing={2} sx={{ pb: { xs: `${barHeight + 16}px`, sm: 1 } }}>
      <ProductButtons buttons={buttons} onAdd={sale.add} />
      <SaleBar sale={sale} shown={shown} products={products} fixing={fixing} barRef={bar} />
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
