import Grid from '@mui/joy/Grid';
import { isSoldOut } from '#shared/availability';
import type { InventoryItem } from '#shared/inventory';
import { ProductCard, type ProductCardProps } from './product-card';

/** One to four columns by width; what can still be bought comes before what is sold out. */
/** The most cards a row holds (four columns on a wide screen). */
const ROW_SIZE = 4;

export function ProductGrid({
  items,
  ...cardProps
}: { items: InventoryItem[] } & Omit<ProductCardProps, 'item' | 'firstRow'>) {
  const ordered = [...items].filter((item) => item.visible).sort((a, b) => Number(isSoldOut(a)) - Number(isSoldOut(b)));
  return (
    <Grid container spacing={2} component="section" aria-label="Products" sx={{ flexGrow: 1 }}>
      {ordered.map((item, index) => (
        <Grid key={item.id} xs={12} sm={6} md={4} lg={3}>
          <ProductCard item={item} firstRow={index < ROW_SIZE} {...cardProps} />
        </Grid>
      ))}
    </Grid>
  );
}
