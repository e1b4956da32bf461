import { PushOptIn } from '../../../components/push-opt-in';
import { followOrderOnThisPhone, orderTopic, stopFollowingOrder } from '../api';

/** "Notify me when it's ready": the ready push and the day-before reminder on this phone. */
export function OrderNotifications({ orderId, token }: { orderId: string; token: string }) {
  return (
    <PushOptIn
      action="Notify me when it's ready"
      why="A notification on this phone when the bakery marks it ready, and a reminder the day before pickup."
      topic={orderTopic(orderId)}
      send={(subscription) => followOrderOnThisPhone(orderId, token, subscription)}
      stop={(endpoint) => stopFollowingOrder(orderId, endpoint)}
    />
  );
}
