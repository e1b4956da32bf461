import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { AdminInventoryItem } from '#shared/inventory';
import { changeLine, flavorChoices, lineKey, productQuantity, type SaleLine } from '../sale-lines';

/**
 * One product of the sale, with big − and + buttons for thumbs at the stall: one row for a
 * product, or one per flavor (three focaccias of two flavors are one sale). + stops at what is
 * left to sell, flavors together.
 */
export function ProductStepper({
  product,
  lines,
  onChange,
}: {
  product: AdminInventoryItem;
  lines: SaleLine[];
  onChange: (lines: SaleLine[]) => void;
}) {
  const choices = flavorChoices(product);
  const left = product.availableStock ?? product.stock;
  const taken = productQuantity(lines, product.id);
  const rows: [flavor: string | null, label: string][] = choices.length > 0 ? choices : [[null, product.name]];
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1.5 }}>
      <Typography level="title-md">{product.name}</Typography>
      <Typography level="body-sm" color={left === 0 ? 'danger' : 'neutral'}>
        {left === 0 ? 'None left' : `${left} left`}
        {product.minimumOrder > 1 ? ` · min ${product.minimumOrder}` : ''}
      </Typography>
      <Stack spacing={0.75} sx={{ mt: 0.75 }}>
        {rows.map(([flavor, label]) => {
          const target = { productId: product.id, flavor };
          const quantity = lines.find((line) => lineKey(line) === lineKey(target))?.quantity ?? 0;
          // The minimum is of the product, its flavors together: the first tap brings it there.
          const step = taken === 0 ? Math.max(1, product.minimumOrder) : 1;
          const name = flavor ? `${product.name} ${label}` : product.name;
          return (
            <Stack key={flavor ?? ''} direction="row" alignItems="center" gap={1}>
              <Typography level="body-md" sx={{ flex: 1, minWidth: 0 }}>
                {flavor ? label : ''}
              </Typography>
              <IconButton
                size="lg"
                variant="outlined"
                aria-label={`One less ${name}`}
                disabled={quantity === 0}
                onClick={() => onChange(changeLine(lines, target, -1))}
              >
                −
              </IconButton>
              <Typography
                level="title-lg"
                sx={{ minWidth: '2ch', textAlign: 'center' }}
                aria-live="polite"
                aria-label={`${name} quantity`}
              >
                {quantity}
              </Typography>
              <IconButton
                size="lg"
                variant="solid"
                color="primary"
                aria-label={`One more ${name}`}
                disabled={taken + step > left}
                onClick={() => onChange(changeLine(lines, target, step))}
              >
                +
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
    </Sheet>
  );
}
