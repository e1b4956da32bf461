import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { MarketFigures } from '#shared/market-figures';
import { formatDollars } from '#shared/money';
import { lineName, type StallProduct } from '../stall-lines';

/** Per product of the day: what she brought, handed over as preorders, sold by payment, and has left. */
export function PerProductTable({ figures, products }: { figures: MarketFigures; products: readonly StallProduct[] }) {
  const catalogue = new Map(products.map((product) => [product.id, product]));
  return (
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
  );
}

/** "Preorders: 3 of 4 handed over, 1 no-show. Stall: 12 sales, 20 items, $84.00." */
export function DaySummary({ figures }: { figures: MarketFigures }) {
  const { preorders, stall } = figures;
  return (
    <Typography level="body-md">
      Preorders: {preorders.handedOver} of {preorders.orders} handed over, {preorders.noShows} no-show
      {preorders.noShows === 1 ? '' : 's'}
      {preorders.released > 0 ? ` (${preorders.released} released to the table)` : ''}
      {preorders.waiting > 0 ? `, ${preorders.waiting} still waiting` : ''}. Stall: {stall.sales} sale
      {stall.sales === 1 ? '' : 's'}, {stall.units} item{stall.units === 1 ? '' : 's'},{' '}
      {formatDollars(stall.totalCents)}.
    </Typography>
  );
}

/** The day's money by where it came from, and the cash expected in the box. */
export function MoneyTable({ figures }: { figures: MarketFigures }) {
  const { cash, stall, preorders } = figures;
  const money: [string, number][] = [
    ['Stall sales, cash', stall.cashCents],
    ['Stall sales, Venmo', stall.venmoCents],
    ['Preorders paid here, cash', preorders.cashHereCents],
    ['Preorders paid here, Venmo', preorders.venmoHereCents],
    ['Cash in the box to start', cash.openingCents],
  ];
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md' }}>
      <Table aria-label="Money" size="md" sx={{ '& td:last-of-type': { textAlign: 'right' } }}>
        <tbody>
          {money.map(([label, cents]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{formatDollars(cents)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <strong>Cash expected in the box</strong>
            </td>
            <td>
              <strong>{formatDollars(cash.expectedCents)}</strong>
            </td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
