import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { toast } from '../../../lib/toast';
import { downloadSubscribersCsv, useSubscriberCounts } from '../api';

/** "Tell me when orders open": how many will hear of the next opening, and the list to export. */
export function SubscribersCard() {
  const counts = useSubscriberCounts().data;
  return (
    <Card variant="outlined" aria-label="Subscribers">
      <Typography level="title-md" component="h2">
        Subscribers
      </Typography>
      <Typography level="h3" component="p">
        {counts ? counts.confirmed : '-'}
      </Typography>
      <Typography level="body-sm">
        {counts?.pending
          ? `confirmed; ${counts.pending} more asked and have not confirmed yet`
          : 'confirmed: each gets one e-mail when orders open'}
      </Typography>
      <Stack direction="row">
        <Button
          size="sm"
          variant="outlined"
          onClick={() =>
            void downloadSubscribersCsv().catch((error: unknown) =>
              toast('Export Failed', error instanceof Error ? error.message : 'Please try again.', 'destructive'),
            )
          }
        >
          Export CSV
        </Button>
      </Stack>
    </Card>
  );
}
