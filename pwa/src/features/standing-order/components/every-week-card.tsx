import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { standingStatusLabels } from '#shared/standing-orders';
import { messageOf } from '../../../sync/outbox';
import { useAskEveryWeek, useStandingOffer } from '../api';

/**
 * "Every week like this?" on her order page (docs/standing-orders.md): the lines of her order
 * she may have every week, for the same pickup, paid at pickup as now; once asked, the way to
 * her standing order. Nothing shows when nothing of it may be standing.
 */
export function EveryWeekCard({ orderId, token, online }: { orderId: string; token: string; online: boolean }) {
  const offer = useStandingOffer(orderId, token);
  const ask = useAskEveryWeek(orderId, token);
  const navigate = useNavigate();
  if (!offer.data) return null;
  const { standing, lines } = offer.data;
  if (standing) {
    return (
      <Card variant="soft" sx={{ mt: 2 }} component="section" aria-label="Every week">
        <Typography level="title-md">
          This order comes every week: {standingStatusLabels[standing.status].toLowerCase()}
        </Typography>
        <Link component={RouterLink} to={standing.page}>
          Skip a week, pause, change or stop it
        </Link>
      </Card>
    );
  }
  if (lines.length === 0) return null;
  const what = lines.map((line) => `${line.quantity} ${line.name}`).join(', ');
  async function askEveryWeek() {
    const { page } = await ask.mutateAsync();
    void navigate(page);
  }
  return (
    <Card variant="soft" sx={{ mt: 2 }} component="section" aria-labelledby="every-week-title">
      <Typography level="title-md" id="every-week-title">
        Every week like this?
      </Typography>
      <Typography level="body-md">
        We can place {what} for you every week, for the same pickup, paid at pickup as now. The bakery says yes first;
        then you can skip a week, pause, change or stop it whenever you like.
      </Typography>
      {ask.isError && (
        <Alert color="danger" role="alert">
          {messageOf(ask.error)}
        </Alert>
      )}
      <Button
        onClick={() => void askEveryWeek().catch(() => undefined)}
        loading={ask.isPending}
        disabled={!online}
        sx={{ alignSelf: 'flex-start' }}
      >
        {online ? 'Order this every week' : 'Order this every week (needs a connection)'}
      </Button>
    </Card>
  );
}
