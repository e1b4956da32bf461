import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../lib/api-client';
import { productKeys } from '../../lib/query-keys';
import { reserve } from './api';
import type { ExpiredLine } from '../../db/web-storage/cart';
import { useCartStore } from './store';

/**
 * Holds the lines of a cart that ran out again, one hold each, as the shop's add does (the
 * server's rules decide each: stock, minimum, limit). `missed` says of each line that could not
 * be held why not, in the server's words.
 */
export function useHoldAgain() {
  const queryClient = useQueryClient();
  const sessionId = useCartStore((state) => state.sessionId);
  const addHold = useCartStore((state) => state.addHold);
  const [busy, setBusy] = useState(false);
  const [missed, setMissed] = useState<string[]>([]);

  async function holdAll(lines: readonly ExpiredLine[]) {
    setBusy(true);
    const refused: string[] = [];
    try {
      for (const line of lines) {
        try {
          const { reservation } = await reserve({
            sessionId,
            productId: line.productId,
            flavor: line.flavor,
            quantity: line.quantity,
          });
          addHold(reservation, line.name);
        } catch (error) {
          refused.push(`${line.name}: ${failureText(error, 'no longer available.')}`);
        }
      }
    } finally {
      setMissed(refused);
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    }
  }

  return { holdAll, busy, missed };
}
