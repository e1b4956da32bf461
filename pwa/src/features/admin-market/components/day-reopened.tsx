import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { lazyDateFormat } from '#shared/date-format';
import type { ShownDay } from '../market-view';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/**
 * A day she had closed whose count is open again (docs/market-day.md, "Close"): a sale, an undo or
 * a handover her phones kept with no signal reached the server after her close, so the cash the
 * close expected changed. She counts and closes once more.
 */
export function DayReopened({ shown, onCount }: { shown: ShownDay; onCount: () => void }) {
  const reopenedAt = shown.day?.reopenedAt;
  if (!reopenedAt || shown.day?.closedAt) return null;
  return (
    <Alert
      color="warning"
      variant="soft"
      sx={{ mb: 2, flexWrap: 'wrap' }}
      endDecorator={
        <Button size="sm" variant="outlined" color="warning" onClick={onCount}>
          Count again
        </Button>
      }
    >
      <Typography level="body-md">
        Open again: a sale or handover reached the server at {timeFormat.format(new Date(reopenedAt))}, after you
        closed. The cash expected changed: count the box and close once more.
      </Typography>
    </Alert>
  );
}
