import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { AdminInventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { ProductStepper } from './product-stepper';
import { SaleCustomerFields, SalePickupFields } from './sale-fields';
import { useSaleForm, type SaleToFix } from './use-sale-form';

/**
 * A phone order or a stall sale, entered with thumbs: products, who (optional), pickup, payment.
 * A stall sale is handed over and paid there and then, so both are on until she says otherwise.
 * A sale the server refused (`fixing`) opens with everything it had, and saving it replaces
 * the refused one in her outbox.
 */
export function NewSaleForm({
  products,
  settings,
  fixing,
  onFixed,
}: {
  products: AdminInventoryItem[];
  settings: PublicPickupSettings | undefined;
  fixing?: SaleToFix;
  onFixed?: () => void;
}) {
  const form = useSaleForm(products, settings, fixing, onFixed);
  const { lines, total } = form;
  return (
    <Stack spacing={2.5} component="form" onSubmit={(event) => (event.preventDefault(), void form.submit())}>
      <Grid container spacing={1.5}>
        {products.map((product) => (
          <Grid key={product.id} xs={12} sm={6} lg={4}>
            <ProductStepper product={product} lines={lines} onChange={form.setLines} />
          </Grid>
        ))}
      </Grid>
      <SaleCustomerFields customer={form.details.customer} onChange={(customer) => form.change({ customer })} />
      <SalePickupFields details={form.details} pickup={form.pickup} change={form.change} />
      {form.problem && (
        <Alert color="danger" role="alert">
          {form.problem}
        </Alert>
      )}
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        gap={2}
        sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.body', py: 1 }}
      >
        <Typography level="h3" component="p">
          Total ${total ?? '-'}
        </Typography>
        <Button type="submit" size="lg" loading={form.busy} disabled={lines.length === 0 || total === null}>
          Save sale
        </Button>
      </Stack>
    </Stack>
  );
}
