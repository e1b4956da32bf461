import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { PushSubscriptionJson } from '#shared/push';
import { phoneTopics } from '../db/web-storage/push-topics';
import {
  NotificationsBlocked,
  pushFailureText,
  pushSupport,
  subscribeThisPhone,
  thisPhoneEndpoint,
} from '../lib/web-push';

type State = 'off' | 'asking' | 'on' | 'blocked' | 'failed';

/**
 * "Notify me on this phone": a button that says why, and only its tap asks the browser for
 * permission (never a page load). Says plainly when this phone cannot: iPhone Safari outside
 * the Home Screen app, a browser without push, notifications blocked for the site.
 */
export function PushOptIn(props: {
  /** The button's words: "Notify me when it's ready". */
  action: string;
  /** Why, under it: what will arrive and when. */
  why: string;
  /** What this phone hears of, remembered on the phone ("order:...", "owner"). */
  topic: string;
  /** Hands the subscription to the bakery (the feature's own call, with its key or session). */
  send: (subscription: PushSubscriptionJson) => Promise<unknown>;
  /** Stops this topic on the bakery's side. */
  stop: (endpoint: string) => Promise<unknown>;
}) {
  const support = pushSupport();
  const [state, setState] = useState<State>(() =>
    support !== 'supported'
      ? 'off'
      : Notification.permission === 'denied'
        ? 'blocked'
        : Notification.permission === 'granted' && phoneTopics.has(props.topic)
          ? 'on'
          : 'off',
  );
  const [problem, setProblem] = useState('');

  async function turnOn() {
    setState('asking');
    try {
      await props.send(await subscribeThisPhone());
      phoneTopics.add(props.topic);
      setState('on');
    } catch (error) {
      if (error instanceof NotificationsBlocked) return setState('blocked');
      setProblem(pushFailureText(error));
      setState('failed');
    }
  }

  async function turnOff() {
    const endpoint = await thisPhoneEndpoint();
    if (endpoint) await props.stop(endpoint).catch(() => undefined);
    phoneTopics.remove(props.topic);
    setState('off');
  }

  if (support === 'needs-home-screen') {
    return (
      <Typography level="body-sm" role="note">
        On iPhone and iPad, notifications need the bakery's app on your Home Screen: tap Share, then "Add to Home
        Screen", and open the bakery from there.
      </Typography>
    );
  }
  if (support === 'unsupported') {
    return (
      <Typography level="body-sm" role="note">
        This browser can't show notifications from the bakery.
      </Typography>
    );
  }
  if (state === 'blocked') {
    return (
      <Typography level="body-sm" role="note" color="warning">
        Notifications are blocked for this site. To get them, allow notifications for it in your browser's settings.
      </Typography>
    );
  }
  if (state === 'on') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography level="body-sm" role="status">
          Notifications are on for this phone.
        </Typography>
        <Button size="sm" variant="plain" onClick={() => void turnOff()}>
          Turn off
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Button variant="soft" loading={state === 'asking'} onClick={() => void turnOn()}>
        {props.action}
      </Button>
      <Typography level="body-sm">{props.why}</Typography>
      {state === 'failed' && (
        <Typography level="body-sm" color="danger" role="alert">
          Notifications could not be turned on: {problem}
        </Typography>
      )}
    </Stack>
  );
}
