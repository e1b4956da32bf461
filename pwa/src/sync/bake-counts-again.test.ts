import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bakeStockKeys, productKeys } from '../lib/query-keys';
import { READ_AGAIN_MS, readBakeCountsAgain } from './bake-counts-again';

/** A bake's counts on screen (an observed query), and how many times it has been read. */
async function onScreen(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const reads = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      reads.count += 1;
      return [];
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(reads.count).toBe(1)); // its first read
  return { reads, unsubscribe };
}

describe('readBakeCountsAgain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a bake on screen again at once after a quiet spell', async () => {
    const queryClient = new QueryClient();
    const chosen = await onScreen(queryClient, bakeStockKeys.of('2026-12-04', 'shop'));
    readBakeCountsAgain(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(chosen.reads.count).toBe(2);
    chosen.unsubscribe();
  });

  it('in a burst, reads once now and once when READ_AGAIN_MS has passed, never leaving the last count unread', async () => {
    const queryClient = new QueryClient();
    const chosen = await onScreen(queryClient, bakeStockKeys.of('2026-12-04', 'shop'));
    readBakeCountsAgain(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    // Five counts a second, as in the opening rush.
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(200);
      readBakeCountsAgain(queryClient);
    }
    expect(chosen.reads.count).toBe(2);
    await vi.advanceTimersByTimeAsync(READ_AGAIN_MS - 1000);
    expect(chosen.reads.count).toBe(3);
    // Quiet since: nothing more is read.
    await vi.advanceTimersByTimeAsync(READ_AGAIN_MS * 3);
    expect(chosen.reads.count).toBe(3);
    chosen.unsubscribe();
  });

  it('reads no other list, and leaves a bake no longer on screen for when it is', async () => {
    const queryClient = new QueryClient();
    const shop = await onScreen(queryClient, productKeys.all);
    const gone = await onScreen(queryClient, bakeStockKeys.of('2026-12-05', 'shop'));
    gone.unsubscribe();
    readBakeCountsAgain(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.reads.count).toBe(1);
    expect(gone.reads.count).toBe(1);
    expect(queryClient.getQueryState(bakeStockKeys.of('2026-12-05', 'shop'))?.isInvalidated).toBe(true);
    shop.unsubscribe();
  });
});
