import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { MinusIcon, PlusIcon } from '../../../components/icons';

/** Minus, the count, plus (customer spec section 4). The parent clamps and disables. */
export function QuantitySelector(props: {
  label: string;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (delta: number) => void;
}) {
  const labelId = `${props.label.replace(/\W+/g, '-')}-label`;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
      <Typography id={labelId} level="body-sm" sx={{ color: 'text.secondary' }}>
        {props.label}
      </Typography>
      <Stack direction="row" alignItems="center" spacing={1} role="group" aria-labelledby={labelId}>
        <IconButton
          aria-label="Decrease quantity"
          variant="outlined"
          size="sm"
          disabled={!props.canDecrease}
          onClick={() => props.onChange(-1)}
        >
          <MinusIcon />
        </IconButton>
        <Typography level="title-md" aria-live="polite" sx={{ minWidth: '2ch', textAlign: 'center' }}>
          {props.quantity}
        </Typography>
        <IconButton
          aria-label="Increase quantity"
          variant="outlined"
          size="sm"
          disabled={!props.canIncrease}
          onClick={() => props.onChange(1)}
        >
          <PlusIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
