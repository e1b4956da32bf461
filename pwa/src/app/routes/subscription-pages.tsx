import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../../components/status-views';
import { confirmSubscription, subscriptionStatus, unsubscribe } from '../../features/subscribe/api';
import { ApiRequestError, failureText } from '../../lib/api-client';
import { useLinkKey } from '../../lib/link-key';
import { PageHeading } from './page-heading';

const BackToShop = () => (
  <Button component={RouterLink} to="/" variant="soft" sx={{ alignSelf: 'flex-start' }}>
    Back to the bakery
  </Button>
);

/**
 * /subscribe/confirm?token=...: the link of the confirm e-mail. Opening it is her "yes" (double
 * opt-in), so it confirms at once; opening it again changes nothing.
 */
export function ConfirmSubscriptionPage() {
  const token = useLinkKey('token');
  const confirm = useMutation({ mutationFn: () => confirmSubscription(token) });
  const { mutate } = confirm;
  useEffect(() => mutate(), [mutate]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', pb: 6 }}>
      <PageHeading title="Tell me when orders open" tabTitle="Confirm" />
      {confirm.isSuccess ? (
        <Typography role="status" level="body-lg">
          You're on the list: we'll e-mail you when orders open. Every e-mail has a link to stop them.
        </Typography>
      ) : confirm.isError ? (
        <Typography role="alert" level="body-lg" color="danger">
          {failureText(confirm.error, 'This link did not work. Please ask again on the shop page.')}
        </Typography>
      ) : (
        <LoadingState text="Confirming..." />
      )}
      <BackToShop />
    </Stack>
  );
}

/**
 * /unsubscribe?token=...: the link at the foot of every notice. One button, not the page load:
 * mail scanners open links, and must not unsubscribe anyone.
 */
export function UnsubscribePage() {
  const token = useLinkKey('token');
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  // Asked first, so the page opened again after "Unsubscribe" says it is done, not asks again.
  const status = useQuery({ queryKey: ['subscription-status', token], queryFn: () => subscriptionStatus(token) });
  const done = stop.isSuccess || status.data?.status === 'unsubscribed';
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', pb: 6 }}>
      <PageHeading title="Stop the e-mails" tabTitle="Unsubscribe" />
      {done ? (
        <Typography role="status" level="body-lg">
          Done: you won't get "orders are open" e-mails any more. You can ask again on the shop page at any time.
        </Typography>
      ) : status.isPending ? (
        <LoadingState text="Checking your link..." />
      ) : status.error instanceof ApiRequestError && status.error.status === 404 ? (
        <Typography role="alert" level="body-lg" color="danger">
          {failureText(status.error, 'This link did not work. Please check that you opened all of it.')}
        </Typography>
      ) : (
        <>
          <Typography level="body-lg">Stop the e-mails that tell you when orders open?</Typography>
          <Button
            color="danger"
            loading={stop.isPending}
            onClick={() => stop.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Unsubscribe
          </Button>
          {stop.isError && (
            <Typography role="alert" color="danger">
              {failureText(stop.error, 'This link did not work. Please check that you opened all of it.')}
            </Typography>
          )}
        </>
      )}
      <BackToShop />
    </Stack>
  );
}
