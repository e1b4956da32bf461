import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { Fragment } from 'react';
import type { BakeListLine } from '#shared/owner-orders';

const slotTitle = (slot: string | null | undefined) => {
  if (!slot) return 'No pickup time';
  const [hour = 0, minute = 0] = slot.split(':').map(Number);
  return `For pickup from ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
};

/**
 * Product, flavor, how many: big type, one line each, for a baker with floury hands. Split by
 * slot, a part per pickup time (earliest first, with its own count), then the total.
 */
export function BakeListTable({ lines, bySlot = false }: { lines: BakeListLine[]; bySlot?: boolean }) {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const parts = bySlot
    ? [...new Set(lines.map((line) => line.pickupSlot ?? null))].map((slot) => ({
        slot,
        lines: lines.filter((line) => (line.pickupSlot ?? null) === slot),
      }))
    : [{ slot: undefined, lines }];
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'auto' }} className="bake-print">
      <Table size="lg" aria-label="Bake list" sx={{ '& td, & th': { fontSize: { xs: '1.15rem', sm: '1.25rem' } } }}>
        <thead>
          <tr>
            <th>Product</th>
            <th style={{ width: '6.5rem', textAlign: 'right' }}>Bake</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <Fragment key={part.slot ?? 'all'}>
              {part.slot !== undefined && (
                <tr>
                  <th scope="rowgroup" colSpan={2} style={{ background: 'var(--joy-palette-background-level1)' }}>
                    {slotTitle(part.slot)} ({part.lines.reduce((sum, line) => sum + line.quantity, 0)})
                  </th>
                </tr>
              )}
              {part.lines.map((line) => (
                <tr key={`${part.slot ?? ''}:${line.productId}:${line.flavor ?? ''}`}>
                  <td>
                    {line.name}
                    {line.flavorName && (
                      <Typography
                        component="span"
                        level="body-lg"
                        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                      >
                        {' '}
                        · {line.flavorName}
                      </Typography>
                    )}
                  </td>
                  <td style={{ textAlign: 'right', fontWeight: 700 }}>{line.quantity}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td style={{ textAlign: 'right', fontWeight: 700 }}>{total}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
