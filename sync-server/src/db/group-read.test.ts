import { describe, expect, it } from 'vitest';
import { groupRead } from './group-read';

describe('groupRead', () => {
  it('reads a lone request at once, and the requests that came meanwhile together in the next read', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    const read = groupRead<number, string>({
      maxBatch: 3,
      read: async (requests) => {
        batches.push([...requests]);
        if (batches.length === 1) await firstRead;
        return requests.map((n) => `answer ${n}`);
      },
    });
    const answers = [1, 2, 3, 4, 5, 6].map((n) => read(n));
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `answer ${n}`));
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("gives a failed read's error to each request of its batch, and reads the next batch", async () => {
    let reads = 0;
    const read = groupRead<number, number>({
      maxBatch: 10,
      read: async (requests) => {
        reads += 1;
        if (reads === 1) throw new Error('disk gone');
        return [...requests];
      },
    });
    const failed = read(1);
    const next = read(2);
    await expect(failed).rejects.toThrow('disk gone');
    expect(await next).toBe(2);
  });
});
