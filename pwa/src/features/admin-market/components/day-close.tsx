import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { MarketFigures } from '#shared/market-figures';
import { formatDollars, toCents } from '#shared/money';
import { pickupDateText } from '#shared/pickup-date';
import { toast } from '../../../lib/toast';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { marketDayCsv } from '../market-csv';
import type { ShownDay } from '../market-view';
import { useStall } from '../stall-store';
import { lineName, type StallProduct } from '../stall-lines';

const dollars = (cents: number) => formatDollars(cents);

/** "$1.00 short", "$2.50 over", "Right to the cent". */
export function differenceText(cents: number): string {
  if (cents === 0) return 'Right to the cent';
  return cents < 0 ? `${dollars(-cents)} short` : `${dollars(cents)} over`;
}

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
  const day = shown.day;
  // What she typed stays while she looks at another tab, or the phone reloads, until she saves it.
  const typed = useStall((state) => state.cashTyped[shown.date]);
  const typeCash = useStall((state) => state.typeCash);
  const counted = typed ?? day?.cashCounted ?? '';
  const { edit, busy } = useAdminEdit();
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const countedCents = /^\d{1,6}(\.\d{1,2})?$/.test(counted.trim()) ? toCents(counted.trim()) : null;
  const { cash, stall, preorders } = figures;

  async function saveCount() {
    const outcome = await edit(
      { kind: 'close-market-day', date: shown.date, cashCounted: counted.trim() },
      'Cash count of the day',
      {
        done: ['Count Saved', countedCents === null ? '' : differenceText(countedCents - cash.expectedCents)],
        failed: ['Count Not Saved', ''],
        inForm: true,
      },
    );
    // Kept on the day now (or in her outbox until sent): the day's count is the one shown.
    if (outcome.kind === 'sent' || outcome.kind === 'queued') typeCash(shown.date, null);
  }

  function exportCsv() {
    const blob = new Blob([marketDayCsv(shown.date, figures, products)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: `market-day-${shown.date}.csv` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast('Exported', `market-day-${shown.date}.csv`);
  }

  const money: [string, number][] = [
    ['Stall sales, cash', stall.cashCents],
    ['Stall sales, Venmo', stall.venmoCents],
    ['Preorders paid here, cash', preorders.cashHereCents],
    ['Preorders paid here, Venmo', preorders.venmoHereCents],
    ['Cash in the box to start', cash.openingCents],
  ];
  return (
    <Stack spacing={2} className="market-close" sx={{ maxWidth: 880 }}>
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
      <Typography level="h3" component="h2">
        Close of {pickupDateText(shown.date)}
      </Typography>
      {waitingEdits > 0 && (
        <Alert color="warning" className="no-print">
          {waitingEdits} of your edits of the day are still on this phone: these figures count them, the server’s will
          once they are sent.
        </Alert>
      )}
      <Sheet variant="outlined" sx={{ borderRadius: 'md', overflowX: 'auto' }}>
        <Table
          aria-label="Per product"
          size="sm"
          sx={{
            minWidth: 340,
            // Columns as wide as their words (Joy's are equal, and cut a heading short with "…"
            // on a phone and on paper): the product's name takes what is left, on two lines if need be.
            tableLayout: 'auto',
            '--TableCell-paddingX': { xs: '6px', sm: '8px' },
            '& th, & td': { overflow: 'visible', textOverflow: 'clip' },
            '& th': { whiteSpace: 'normal', verticalAlign: 'bottom', overflowWrap: 'normal' },
            '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right' },
            '& thead tr:last-of-type th': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr>
              <th rowSpan={2}>Product</th>
              <th rowSpan={2}>Brought</th>
              {/* May break as "Pre-orders" where the column is narrow. */}
              <th rowSpan={2}>Pre{'\u00AD'}orders out</th>
              <th colSpan={2} style={{ textAlign: 'center' }}>
                Sold
              </th>
              <th rowSpan={2}>Left</th>
            </tr>
            <tr>
              <th>Cash</th>
              <th>Venmo</th>
            </tr>
          </thead>
          <tbody>
            {figures.lines.map((line) => {
              const { name, flavorName } = lineName(catalogue, line);
              return (
                <tr key={`${line.product}:${line.flavor ?? ''}`}>
                  <td>{flavorName ? `${name} (${flavorName})` : name}</td>
                  <td>{line.brought}</td>
                  <td>{line.handedOver}</td>
                  <td>{line.soldCash}</td>
                  <td>{line.soldVenmo}</td>
                  <td>{line.leftOver}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Sheet>
      <Typography level="body-md">
        Preorders: {preorders.handedOver} of {preorders.orders} handed over, {preorders.noShows} no-show
        {preorders.noShows === 1 ? '' : 's'}
        {preorders.released > 0 ? ` (${preorders.released} released to the table)` : ''}
        {preorders.waiting > 0 ? `, ${preorders.waiting} still waiting` : ''}. Stall: {stall.sales} sale
        {stall.sales === 1 ? '' : 's'}, {stall.units} item{stall.units === 1 ? '' : 's'}, {dollars(stall.totalCents)}.
      </Typography>
      <Sheet variant="outlined" sx={{ borderRadius: 'md' }}>
        <Table aria-label="Money" size="md" sx={{ '& td:last-of-type': { textAlign: 'right' } }}>
          <tbody>
            {money.map(([label, cents]) => (
              <tr key={label}>
                <td>{label}</td>
                <td>{dollars(cents)}</td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>Cash expected in the box</strong>
              </td>
              <td>
                <strong>{dollars(cash.expectedCents)}</strong>
              </td>
            </tr>
          </tbody>
        </Table>
      </Sheet>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} alignItems={{ sm: 'flex-end' }}>
        <FormControl>
          <FormLabel>Cash counted</FormLabel>
          <Input
            size="lg"
            startDecorator="$"
            value={counted}
            placeholder="0.00"
            onChange={(event) => typeCash(shown.date, event.target.value)}
            slotProps={{ input: { inputMode: 'decimal' } }}
          />
        </FormControl>
        <Button
          size="lg"
          className="no-print"
          loading={busy}
          disabled={countedCents === null}
          onClick={() => void saveCount()}
        >
          Save count
        </Button>
      </Stack>
      {countedCents !== null && (
        <Typography
          level="h3"
          component="p"
          role="status"
          color={countedCents === cash.expectedCents ? 'success' : 'danger'}
        >
          {differenceText(countedCents - cash.expectedCents)}
        </Typography>
      )}
      {day?.closedAt && <Typography level="body-sm">Count saved: {dollars(cash.countedCents ?? 0)}.</Typography>}
      <Stack direction="row" gap={1} className="no-print">
        <Button variant="outlined" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" onClick={exportCsv}>
          Export CSV
        </Button>
      </Stack>
    </Stack>
  );
}
