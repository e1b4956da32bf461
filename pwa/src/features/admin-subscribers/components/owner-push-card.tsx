import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { PushOptIn } from '../../../components/push-opt-in';
import { OWNER_TOPIC, ownerPhoneOff, ownerPhoneOn } from '../api';

/** Her phone buzzes for new orders, failed checkouts and customers' cancels (each can be turned off in the settings). */
export function OwnerPushCard() {
  return (
    <Card variant="outlined" aria-label="Notifications on this phone">
      <Typography level="title-md" component="h2">
        Notifications on this phone
      </Typography>
      <PushOptIn
        action="Notify me of new orders"
        why="This phone buzzes within seconds of a new order, a checkout that failed, or a customer's cancel, while you are signed in here."
        topic={OWNER_TOPIC}
        send={ownerPhoneOn}
        stop={ownerPhoneOff}
      />
    </Card>
  );
}
