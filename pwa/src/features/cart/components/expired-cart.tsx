import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useHoldAgain } from '../use-hold-again';
import { useCartStore } from '../store';

/**
 * Said in checkout when the cart's clock ran out while she was filling it in: her items went back
 * on the shelf, her details stay, and one button holds the same items again (as far as they are
 * still there: what is not is named).
 */
export function ExpiredCart() {
  const expired = useCartStore((state) => state.expired);
  const empty = useCartStore((state) => state.holds.length === 0);
  const again = useHoldAgain();
  const offer = empty && expired.length > 0;
  if (!offer && again.missed.length === 0) return null;
  return (
    <Alert color="warning" role="alert" sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        {offer ? (
          <>
            <Typography level="body-sm" textColor="inherit">
              Your cart expired and its items went back on the shelf. Your details are kept.
            </Typography>
            <Button
              size="sm"
              loading={again.busy}
              onClick={() => void again.holdAll(expired)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Hold them again
            </Button>
          </>
        ) : null}
        {again.missed.length > 0 && (
          <Typography level="body-sm" textColor="inherit">
            {again.missed.join(' ')}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
