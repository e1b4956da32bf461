import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { AdminInventoryItem } from '#shared/inventory';
import { pickupDateText } from '#shared/order-text';
import { onEnter } from './on-enter';
import { PendingChip } from './pending-chip';
import type { DraftField } from './use-product-row';

/** The product's name and id, whether the shop shows it (with the switch), and what carts hold of it. */
export function ProductHeading(props: {
  item: AdminInventoryItem;
  onVisible: (visible: boolean) => void;
  busy: boolean;
}) {
  const { item, onVisible, busy } = props;
  const held = item.stock - (item.availableStock ?? item.stock);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography level="title-md">{item.name}</Typography>
        <Chip size="sm" variant="soft" color={item.visible ? 'success' : 'neutral'}>
          {item.visible ? 'Visible' : 'Hidden'}
        </Chip>
      </Stack>
      <Typography level="body-xs">{item.id}</Typography>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={item.visible}
            disabled={busy}
            onChange={(event) => onVisible(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Show ${item.name} in the shop` } }}
          />
        }
      >
        Show in shop <PendingChip itemId={item.id} kind="set-visibility" />
      </Typography>
      {held > 0 && <Typography level="body-xs">{held} held in carts right now</Typography>}
    </Stack>
  );
}

/**
 * The stock of the shop's bake (what customers can hold now), saved by its Save button or Enter;
 * why a save was refused under it, or which bake it is.
 */
export function StockField({
  item,
  field,
  problem,
}: {
  item: AdminInventoryItem;
  field: DraftField;
  problem: string | null;
}) {
  return (
    <FormControl size="sm" error={problem !== null}>
      <FormLabel>
        Stock <PendingChip itemId={item.id} kind="set-stock" />
      </FormLabel>
      <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(field.changed, field.save)}>
        <Input
          type="number"
          slotProps={{ input: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': `${item.name} stock` } }}
          value={field.shown}
          onChange={(event) => field.type(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {field.changed && (
          <Button type="submit" size="sm" loading={field.busy} aria-label={`Save ${item.name} stock`}>
            Save
          </Button>
        )}
      </Stack>
      {problem !== null ? (
        <FormHelperText>{problem}</FormHelperText>
      ) : (
        item.bakeDay && <FormHelperText>Left of the {pickupDateText(item.bakeDay)} bake</FormHelperText>
      )}
    </FormControl>
  );
}

/** The price (the base price of a product with flavors, and whether it is used); why a save was refused. */
export function PriceField(props: {
  item: AdminInventoryItem;
  field: DraftField;
  problem: string | null;
  /** The product's flavors: null when it has none; whether every one has its own price. */
  flavors: { allPriced: boolean } | null;
}) {
  const { item, field, problem, flavors } = props;
  return (
    <FormControl size="sm" error={problem !== null}>
      <FormLabel>
        {flavors ? 'Base price' : 'Price'} <PendingChip itemId={item.id} kind="set-price" />
      </FormLabel>
      <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(field.changed, field.save)}>
        <Input
          type="number"
          startDecorator="$"
          slotProps={{ input: { min: 0, step: 0.01, inputMode: 'decimal', 'aria-label': `${item.name} price` } }}
          value={field.shown}
          onChange={(event) => field.type(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {field.changed && (
          <Button type="submit" size="sm" loading={field.busy} aria-label={`Save ${item.name} price`}>
            Save
          </Button>
        )}
      </Stack>
      {problem !== null ? (
        <FormHelperText>{problem}</FormHelperText>
      ) : (
        flavors && (
          <FormHelperText>
            {flavors.allPriced
              ? 'Every flavor has its own price below: the base price is not used.'
              : 'Flavors without a price of their own sell at this price.'}
          </FormHelperText>
        )
      )}
    </FormControl>
  );
}
