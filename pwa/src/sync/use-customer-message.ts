import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { submitCustomerMessage, type CustomerMessage } from './customer-outbox';
import type { Outcome } from './outbox';

/** Sends a review, comment or contact message through the customer's outbox (customer-outbox.ts). */
export function useCustomerMessage() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const send = async (message: CustomerMessage, description: string): Promise<Outcome> => {
    setPending(true);
    try {
      return await submitCustomerMessage(queryClient, message, description);
    } finally {
      setPending(false);
    }
  };
  return { send, pending };
}
