import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys';
import { toastFailure } from '../../lib/toast';
import { releaseHold } from '../../sync/customer-outbox';
import { reserve, shrinkHold } from './api';
import { useCartStore } from './store';

/** A line of the cart as its steppers know it. */
export interface StepperLine {
  product: string;
  flavor: string | null;
  name: string;
}

/**
 * The cart's plus and minus on a line. Plus holds one more (a hold of its own: the minimum counts
 * what the cart holds of the product); minus makes the line's newest hold one smaller on the
 * server (it keeps its price), or gives it back when it was one. Both need the server's answer,
 * as every hold does. `busy` names the line waiting for it.
 */
export function useLineStepper() {
  const queryClient = useQueryClient();
  const { sessionId, holds, addHold, shrinkHold: shrunk, dropHold } = useCartStore();
  const [busy, setBusy] = useState<string | null>(null);
  const keyOf = (line: StepperLine) => `${line.product}/${line.flavor ?? ''}`;

  async function step(line: StepperLine, change: () => Promise<void>) {
    setBusy(keyOf(line));
    try {
      await change();
    } catch (error) {
      toastFailure('Cart Not Changed', failureText(error, 'Please try again.'));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    }
  }

  const more = (line: StepperLine) =>
    step(line, async () => {
      const { reservation } = await reserve({ sessionId, productId: line.product, flavor: line.flavor, quantity: 1 });
      addHold(reservation, line.name);
    });

  const fewer = (line: StepperLine) =>
    step(line, async () => {
      const newest = holds.filter((hold) => hold.productId === line.product && hold.flavor === line.flavor).at(-1);
      if (!newest) return;
      if (newest.quantity > 1) {
        const { reservation } = await shrinkHold(newest.reservationId, { sessionId, quantity: newest.quantity - 1 });
        shrunk(reservation);
      } else {
        dropHold(newest.reservationId);
        await releaseHold(queryClient, newest.reservationId);
      }
    });

  return { more, fewer, busy: (line: StepperLine) => busy === keyOf(line) };
}
