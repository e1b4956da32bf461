import { useEffect } from 'react';
import { keepPlaces } from '../../lib/her-places';
import Box from '@mui/joy/Box';
import { bakery, contactEmailOf } from '#shared/bakery';
import { usePickupSettings } from '../../features/catalogue/api';
import { useParams } from 'react-router-dom';
import { OfflineNotice } from '../../components/offline-notice';
import { ErrorState, LoadingState } from '../../components/status-views';
import { useStandingOrder } from '../../features/standing-order/api';
import { StandingOrderView } from '../../features/standing-order/components/standing-order-view';
import { ApiRequestError } from '../../lib/api-client';
import { useOnline } from '../../lib/connectivity';
import { useLinkKey } from '../../lib/link-key';
import { PageHeading } from './page-heading';

/**
 * /standing/{id}?t=...: a regular's standing order (docs/standing-orders.md), from her e-mails
 * and her order page. Shown offline as the last copy this phone saw; changes need a connection.
 */
export function StandingOrderPage() {
  const { id = '' } = useParams();
  const token = useLinkKey();
  const standing = useStandingOrder(id, token);
  const online = useOnline();
  const settings = usePickupSettings().data;
  // Her standing order names its place by id alone (lib/her-places.ts): from these settings.
  useEffect(() => {
    if (settings) keepPlaces(settings);
  }, [settings]);
  const notFound = standing.error instanceof ApiRequestError && standing.error.status === 404;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <title>{`Your order every week · ${bakery.name}`}</title>
      {!standing.data && <PageHeading title="Your Order Every Week" tabTitle="Your order every week" />}
      {standing.isPending ? (
        <LoadingState text="Loading your order every week..." />
      ) : standing.isError ? (
        <ErrorState
          title={notFound ? 'We could not find this standing order' : 'It could not be loaded'}
          text={
            notFound
              ? 'Check that you opened the whole link from your e-mail.'
              : 'It opens here once you have a connection.'
          }
          onRetry={notFound ? undefined : () => standing.refetch()}
        />
      ) : (
        <>
          <OfflineNotice since={standing.offlineSince} />
          <StandingOrderView
            standing={standing.data}
            token={token}
            online={online}
            contactEmail={contactEmailOf(settings)}
          />
        </>
      )}
    </Box>
  );
}
