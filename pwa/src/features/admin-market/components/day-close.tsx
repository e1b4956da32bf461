import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { MarketFigures } from '#shared/market-figures';
import { pickupDateText } from '#shared/pickup-date';
import { toast } from '../../../lib/toast';
import { marketDayCsv } from '../market-csv';
import type { ShownDay } from '../market-view';
import type { StallProduct } from '../stall-lines';
import { CashCount } from './cash-count';
import { DaySummary, MoneyTable, PerProductTable } from './close-figures';

/**
 * The day's close (docs/market-day.md, "Close"): per product what she brought, handed over, sold
 * at the stall by payment and has left; the money; the cash she counts against the cash expected.
 * Printed on its own, or exported as CSV, with no signal.
 */
export function DayClose({
  shown,
  figures,
  products,
  waitingEdits,
}: {
  shown: ShownDay;
  figures: MarketFigures;
  products: readonly StallProduct[];
  /** Her edits of the day still on this phone (its figures count them; the server's not yet). */
  waitingEdits: number;
}) {
  return (
    <Stack spacing={2} className="market-close" sx={{ maxWidth: 880 }}>
      <PrintStyles />
      <Typography level="h3" component="h2">
        Close of {pickupDateText(shown.date)}
      </Typography>
      {waitingEdits > 0 && (
        <Alert color="warning" className="no-print">
          {waitingEdits} of your edits of the day are still on this phone: these figures count them, the server’s will
          once they are sent.
        </Alert>
      )}
      <PerProductTable figures={figures} products={products} />
      <DaySummary figures={figures} />
      <MoneyTable figures={figures} />
      <CashCount shown={shown} figures={figures} />
      <Stack direction="row" gap={1} className="no-print">
        <Button variant="outlined" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" onClick={() => exportCsv(shown.date, figures, products)}>
          Export CSV
        </Button>
      </Stack>
    </Stack>
  );
}

/** On paper, the close alone: no header, menu, tabs or buttons, black on white. */
function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .no-print, button, [role="tablist"]': { display: 'none !important' },
          body: { background: '#fff', color: '#000' },
          '.market-close': { color: '#000' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}

/** The close as a CSV file, downloaded by the browser (no signal needed). */
function exportCsv(date: string, figures: MarketFigures, products: readonly StallProduct[]) {
  const blob = new Blob([marketDayCsv(date, figures, products)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: `market-day-${date}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast('Exported', `market-day-${date}.csv`);
}
