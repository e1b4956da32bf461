import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { BakeListLine } from '#shared/owner-orders';

/** Product, flavor, how many: big type, one line each, for a baker with floury hands. */
export function BakeListTable({ lines }: { lines: BakeListLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
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
          {lines.map((line) => (
            <tr key={`${line.productId}:${line.flavor ?? ''}`}>
              <td>
                {line.name}
                {line.flavorName && (
                  <Typography component="span" level="body-lg" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {' '}
                    · {line.flavorName}
                  </Typography>
                )}
              </td>
              <td style={{ textAlign: 'right', fontWeight: 700 }}>{line.quantity}</td>
            </tr>
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
