import Typography from '@mui/joy/Typography';
import { formatCountdown } from '../../../lib/format';
import { ClockIcon } from '../../../components/icons';
import { useCartStore } from '../store';
import { useSecondsLeft } from '../use-seconds-left';

export const COUNTDOWN_WARNING_SECONDS = 300;

/** 'Cart expires in m:ss', red in the last five minutes. */
export function CartCountdown() {
  const expiresAt = useCartStore((state) => state.expiresAt);
  const hasHolds = useCartStore((state) => state.holds.length > 0);
  const secondsLeft = useSecondsLeft(expiresAt);
  if (!hasHolds || secondsLeft === null || secondsLeft <= 0) return null;
  const urgent = secondsLeft < COUNTDOWN_WARNING_SECONDS;
  return (
    <Typography
      level="body-sm"
      color={urgent ? 'danger' : 'neutral'}
      fontWeight={urgent ? 'lg' : 'md'}
      startDecorator={<ClockIcon fontSize="sm" />}
      data-testid="cart-countdown"
      data-urgent={urgent}
    >
      Cart expires in {formatCountdown(secondsLeft)}
    </Typography>
  );
}
