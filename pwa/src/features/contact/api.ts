import type { ContactMessage } from '#shared/contact';
import { useCustomerMessage } from '../../sync/use-customer-message';

/** Sends a contact message now, or keeps it until the connection is back. */
export function useSendMessage() {
  const { send, pending } = useCustomerMessage();
  return {
    pending,
    submit: (message: ContactMessage) =>
      send(
        {
          call: 'message.contact',
          request: { body: message },
          sentNotice: "Your message reached the bakery; we'll reply within 24-48 hours.",
        },
        'Your message',
      ),
  };
}
