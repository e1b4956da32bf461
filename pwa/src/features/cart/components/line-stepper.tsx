import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { availableOf } from '#shared/availability';
import type { InventoryItem } from '#shared/inventory';
import { MinusIcon, PlusIcon } from '../../../components/bare-icons';
import { useLineStepper, type StepperLine } from '../use-line-stepper';

/**
 * One fewer, one more, on a line of the cart (a pickup's oven full, a change of mind): as the
 * product card's selector, bounded by what is left, the limit per order and the minimum (under
 * it, the line's remove button is the way). Needs the server, so it waits while offline.
 */
export function LineStepper({
  line,
  quantity,
  item,
  inCart,
  online,
}: {
  line: StepperLine;
  quantity: number;
  item: InventoryItem | undefined;
  /** What the cart holds of the product, all flavors: the minimum and the limit count it. */
  inCart: number;
  online: boolean;
}) {
  const stepper = useLineStepper();
  const busy = stepper.busy(line);
  const minimum = item?.minimumOrder ?? 1;
  const canFewer = online && !busy && quantity > 1 && inCart - 1 >= minimum;
  const canMore =
    online &&
    !busy &&
    item !== undefined &&
    availableOf(item) > 0 &&
    (item.maxPerOrder === null || item.maxPerOrder === undefined || inCart < item.maxPerOrder);
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      sx={{ mt: 0.5 }}
      role="group"
      aria-label={`${line.name} quantity`}
    >
      <IconButton
        size="sm"
        variant="outlined"
        aria-label={`One fewer ${line.name}`}
        disabled={!canFewer}
        onClick={() => void stepper.fewer(line)}
        sx={{ minWidth: 32, minHeight: 32 }}
      >
        <MinusIcon />
      </IconButton>
      <Typography level="body-sm" sx={{ minWidth: 24, textAlign: 'center' }} aria-live="polite">
        {quantity}
      </Typography>
      <IconButton
        size="sm"
        variant="outlined"
        aria-label={`One more ${line.name}`}
        disabled={!canMore}
        loading={busy}
        onClick={() => void stepper.more(line)}
        sx={{ minWidth: 32, minHeight: 32 }}
      >
        <PlusIcon />
      </IconButton>
    </Stack>
  );
}
