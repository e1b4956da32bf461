import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { formatDollars, toCents } from '#shared/money';
import type { ShownDay } from '../market-view';
import { linesText, type StallProduct } from '../stall-lines';
import { FixSaleNote, type SaleToFix } from './fix-sale-note';
import { UndoLastSale } from './undo-last-sale';
import type { StallSale } from './use-stall-sale';

interface SaleBarProps {
  sale: StallSale;
  shown: ShownDay;
  products: readonly StallProduct[];
  fixing: SaleToFix | undefined;
}

/**
 * The sale being rung up, under her thumb: why it was refused (with Drop it), what the last sale
 * came to, and this sale's items, total and Cash or Venmo; with nothing rung up, Undo last sale.
 */
export function SaleBar({
  sale,
  shown,
  products,
  fixing,
  barRef,
}: SaleBarProps & { barRef: (element: HTMLDivElement | null) => void }) {
  const { lines, saved } = sale;
  return (
    <Sheet
      variant="outlined"
      ref={barRef}
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
      {sale.problem && <SaleProblem sale={sale} fixing={fixing} />}
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
          <SaleItems sale={sale} products={products} />
          <Typography level="h2" component="p" aria-live="polite">
            {sale.total === null ? 'No price' : formatDollars(toCents(sale.total))}
          </Typography>
          <PayButtons sale={sale} />
        </Stack>
      )}
    </Sheet>
  );
}

/** Why the sale cannot go (refused, or not priced), and for a refused one, Drop it. */
function SaleProblem({ sale, fixing }: Pick<SaleBarProps, 'sale' | 'fixing'>) {
  return (
    <Alert color="danger" role="alert" sx={{ mb: 1 }}>
      {/* Its button under the words: beside them, on a phone, they ran a few to a line. */}
      <Stack alignItems="flex-start" gap={1}>
        <div>
          {sale.problem}
          {fixing && sale.refused === fixing.seq && <FixSaleNote fix={fixing} />}
        </div>
        {sale.refused !== undefined && (
          <Button size="sm" color="danger" onClick={() => void sale.drop()}>
            {fixing?.undoneAt ? 'Drop it and its undo' : 'Drop it'}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The sale's items, each a button for one less, and Clear. */
function SaleItems({ sale, products }: Pick<SaleBarProps, 'sale' | 'products'>) {
  return (
    <Stack direction="row" alignItems="flex-start" gap={0.75}>
      <Stack direction="row" flexWrap="wrap" gap={0.75} aria-label="Items in this sale" role="list" sx={{ flex: 1 }}>
        {sale.lines.map((line) => {
          const one = linesText([{ ...line, quantity: 1 }], products).slice(2);
          return (
            <Box key={`${line.product}:${line.flavor ?? ''}`} role="listitem">
              <Button
                variant="soft"
                color="neutral"
                endDecorator="−"
                aria-label={`One less ${one} (${line.quantity} in this sale)`}
                onClick={() => sale.remove(line)}
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
        onClick={() => void (sale.refused !== undefined ? sale.drop() : sale.clear())}
        sx={{ minHeight: 44 }}
      >
        Clear
      </Button>
    </Stack>
  );
}

function PayButtons({ sale }: Pick<SaleBarProps, 'sale'>) {
  return (
    <Stack direction="row" gap={1}>
      <Button
        size="lg"
        disabled={sale.total === null}
        onClick={() => sale.setPaying('cash')}
        sx={{ flex: 1, minHeight: 64, fontSize: 'xl' }}
      >
        Cash
      </Button>
      <Button
        size="lg"
        color="success"
        disabled={sale.total === null}
        onClick={() => sale.setPaying('venmo')}
        sx={{ flex: 1, minHeight: 64, fontSize: 'xl' }}
      >
        Venmo
      </Button>
    </Stack>
  );
}
