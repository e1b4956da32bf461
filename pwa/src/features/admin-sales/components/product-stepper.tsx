import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { AdminInventoryItem } from '#shared/inventory';
import { changeLine, defaultFlavor, flavorChoices, lineKey, type SaleLine } from '../sale-lines';

/** One product of the sale: its flavor, then big − and + buttons for thumbs at the stall. */
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
  const [flavor, setFlavor] = useState<string | null>(defaultFlavor(product));
  const target = { productId: product.id, flavor };
  const quantity = lines.find((line) => lineKey(line) === lineKey(target))?.quantity ?? 0;
  const left = product.availableStock ?? product.stock;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1.5 }}>
      <Stack direction="row" alignItems="center" gap={1}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-md">{product.name}</Typography>
          <Typography level="body-sm" color={left === 0 ? 'danger' : 'neutral'}>
            {left === 0 ? 'None left' : `${left} left`}
            {product.minimumOrder > 1 ? ` · min ${product.minimumOrder}` : ''}
          </Typography>
        </div>
        <IconButton
          size="lg"
          variant="outlined"
          aria-label={`One less ${product.name}`}
          disabled={quantity === 0}
          onClick={() => onChange(changeLine(lines, target, -1))}
        >
          −
        </IconButton>
        <Typography
          level="title-lg"
          sx={{ minWidth: '2ch', textAlign: 'center' }}
          aria-live="polite"
          aria-label={`${product.name} quantity`}
        >
          {quantity}
        </Typography>
        <IconButton
          size="lg"
          variant="solid"
          color="primary"
          aria-label={`One more ${product.name}`}
          onClick={() => onChange(changeLine(lines, target, quantity === 0 ? Math.max(1, product.minimumOrder) : 1))}
        >
          +
        </IconButton>
      </Stack>
      {choices.length > 0 && (
        <Select
          size="sm"
          sx={{ mt: 1 }}
          value={flavor}
          aria-label={`${product.name} flavor`}
          onChange={(_event, value) => value && setFlavor(value)}
        >
          {choices.map(([key, name]) => (
            <Option key={key} value={key}>
              {name}
            </Option>
          ))}
        </Select>
      )}
    </Sheet>
  );
}
