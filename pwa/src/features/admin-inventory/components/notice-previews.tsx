import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {
  closingSoonNotice,
  closingTimeText,
  newOrderPush,
  orderReadyPush,
  ordersOpenNotice,
  type NoticeSettings,
  type PushPayload,
} from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';

const WEEK_MINUTES = 7 * 24 * 60;

/** "Wednesday at 3:00 PM": when orders close, from the schedule (the preview's; the server counts in the bakery's zone). */
function closesAtText(settings: PickupSettings): string {
  const [hours = 0, minutes = 0] = settings.pickupTime.split(':').map(Number);
  const pickup = settings.pickupWeekday * 24 * 60 + hours * 60 + minutes;
  // While the cutoff field is emptied (NaN to the form) the preview reads it as at pickup.
  const cutoff = Number.isFinite(settings.cutoffHours) ? settings.cutoffHours : 0;
  const close = (((pickup - cutoff * 60) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  const time = `${String(Math.floor((close % 1440) / 60)).padStart(2, '0')}:${String(close % 60).padStart(2, '0')}`;
  return closingTimeText(Math.floor(close / 1440), time);
}

/** Each notice as it will read, from the same words the server sends (shared notices.ts). */
export function NoticePreviews({ notices, settings }: { notices: NoticeSettings; settings: PickupSettings }) {
  const facts = {
    pickupDate: settings.pickupDate || 'the next pickup',
    bannerMessage: settings.bannerMessage,
    shopUrl: `${typeof location === 'undefined' ? '' : location.origin}/`,
    unsubscribeUrl: '',
  };
  const opening = ordersOpenNotice(facts);
  const closing = closingSoonNotice({ ...facts, closesAt: closesAtText(settings) });
  const example = { number: 1042, pageUrl: '/orders/...', pickupText: `Pickup ${facts.pickupDate}` };
  return (
    <Stack spacing={2} aria-label="Notice previews" role="region">
      <Typography level="title-sm">Previews</Typography>
      <Email
        title="Orders are open"
        off={!notices.ordersOpen}
        subject={opening.subject}
        text={opening.text}
        push={opening.push}
      />
      <Email
        title="Closing soon"
        off={notices.closingSoonHours === null}
        subject={closing.subject}
        text={closing.text}
        push={closing.push}
      />
      <Push title="Her order is ready" off={!notices.orderReady} push={orderReadyPush(example)} />
      <Push
        title="Your phone: a new order"
        off={!notices.ownerNewOrder}
        push={newOrderPush({ number: 1042, name: 'Wren Baker', total: '24.00', items: 3 })}
      />
    </Stack>
  );
}

function Email(props: { title: string; off: boolean; subject: string; text: string; push: PushPayload }) {
  return (
    <Stack spacing={0.5} aria-label={`${props.title} preview`} role="group">
      <Typography level="body-sm" fontWeight="lg">
        {props.title}
        {props.off ? ' (off)' : ''}
      </Typography>
      <Typography level="body-xs">Subject: {props.subject}</Typography>
      <Typography level="body-xs" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'code' }}>
        {props.text}
      </Typography>
      <Typography level="body-xs">
        On phones: <b>{props.push.title}</b> · {props.push.body}
      </Typography>
    </Stack>
  );
}

function Push(props: { title: string; off: boolean; push: PushPayload }) {
  return (
    <Stack spacing={0.5} aria-label={`${props.title} preview`} role="group">
      <Typography level="body-sm" fontWeight="lg">
        {props.title}
        {props.off ? ' (off)' : ''}
      </Typography>
      <Typography level="body-xs">
        <b>{props.push.title}</b> · {props.push.body}
      </Typography>
    </Stack>
  );
}
