import IconButton from '@mui/joy/IconButton';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { InventoryItem } from '#shared/inventory';
import { bundleDeal, hasBundle, type PricedLine } from '#shared/pricing';
import { DeleteIcon } from '../../../components/icons';
import type { CartView } from '../cart-lines';
import { LineStepper } from './line-stepper';

/** A line of the cart: its name, unit price and quantity (with − and +), a deal or a price drop, its total. */
export function CartLineItem(props: {
  line: PricedLine;
  item: InventoryItem | undefined;
  /** How many of its product the cart holds, flavors together. */
  inCart: number;
  priceDrop: CartView['priceDrops'][number] | undefined;
  online: boolean;
  onRemove: () => void;
}) {
  const { line } = props;
  return (
    <ListItem endAction={<RemoveButton name={line.name} onRemove={props.onRemove} />}>
      <Stack direction="row" justifyContent="space-between" sx={{ width: '100%', pr: 5 }} spacing={1}>
        <div>
          <Typography level="title-sm">{line.name}</Typography>
          <Typography level="body-sm">
            ${line.unitPrice} x {line.quantity}
          </Typography>
          <LineStepper
            line={{ product: line.product, flavor: line.flavor ?? null, name: line.name }}
            quantity={line.quantity}
            item={props.item}
            inCart={props.inCart}
            online={props.online}
          />
          {hasBundle(line.product) && line.quantity >= bundleDeal.size && (
            <Typography level="body-sm" color="primary">
              {bundleDeal.label} applied
            </Typography>
          )}
          <PriceDrop drop={props.priceDrop} />
        </div>
        <Typography level="title-sm">${line.totalPrice}</Typography>
      </Stack>
    </ListItem>
  );
}

/** A line of a product no longer on sale: it must go before checkout. */
export function UnavailableLineItem({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <ListItem endAction={<RemoveButton name={name} onRemove={onRemove} />}>
      <div>
        <Typography level="title-sm">{name}</Typography>
        <Typography level="body-sm" color="danger">
          No longer available: please remove it to check out
        </Typography>
      </div>
    </ListItem>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <IconButton aria-label={`Remove ${name}`} size="sm" color="danger" variant="plain" onClick={onRemove}>
      <DeleteIcon />
    </IconButton>
  );
}

/** Said under a line whose price went down while it sat in the cart. */
function PriceDrop({ drop }: { drop: { was: string; now: string } | undefined }) {
  if (!drop) return null;
  return (
    <Typography level="body-sm" color="success" data-testid="price-drop">
      Price dropped from ${drop.was} to ${drop.now}
    </Typography>
  );
}
