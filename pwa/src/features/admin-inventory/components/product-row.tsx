import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { AdminInventoryItem } from '#shared/inventory';
import { parseFlavors } from '#shared/flavors';
import { FlavorPrices } from './flavor-prices';
import { MaxPerOrder } from './max-per-order';
import { PriceField, ProductHeading, StockField } from './product-fields';
import { useProductRow } from './use-product-row';
import { UsualStock } from './usual-stock';

/**
 * One product: visibility, stock and price. A field holds a draft only while the owner edits
 * it, so fresh numbers from the server (an order just placed) show everywhere else, and its
 * Save button appears only when the draft differs. Enter saves a field as Save does, and a
 * draft not saved is named if she tries to leave the page.
 */
export function ProductRow({ item }: { item: AdminInventoryItem }) {
  const row = useProductRow(item);
  const flavors = parseFlavors(item.flavors);
  return (
    <Sheet
      component="li"
      variant="outlined"
      aria-label={item.name}
      sx={{
        borderRadius: 'md',
        p: 1.5,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1fr 1fr' },
      }}
    >
      <ProductHeading item={item} onVisible={(visible) => void row.toggleVisible(visible)} busy={row.togglingVisible} />
      <Stack spacing={1}>
        <StockField item={item} field={row.stock} problem={row.problemOf('stock')} />
        <UsualStock item={item} />
      </Stack>
      <PriceField
        item={item}
        field={row.price}
        problem={row.problemOf('price')}
        flavors={flavors && { allPriced: Object.values(flavors).every((flavor) => Boolean(flavor.price)) }}
      />
      <MaxPerOrder item={item} />
      <FlavorPrices item={item} />
    </Sheet>
  );
}
