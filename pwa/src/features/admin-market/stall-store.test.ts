import { beforeEach, describe, expect, it } from 'vitest';
import { stubWebStorage } from '../../testing/fake-web-storage';

const { local } = stubWebStorage();
const { useStall } = await import('./stall-store');

const KEY = 'bakery-stall';
const bagels = { product: 'bagels', flavor: null, quantity: 2 };
const babka = { product: 'babka', flavor: 'cinnamon', quantity: 1 };

/** What the stall holds after reading `kept` back from the phone's storage, as a reload does. */
async function readBack(kept: unknown) {
  useStall.setState(useStall.getInitialState(), true);
  local.setItem(KEY, typeof kept === 'string' ? kept : JSON.stringify(kept));
  await useStall.persist.rehydrate();
  const { lines, rungUp, cashTyped, sunlight } = useStall.getState();
  return { lines, rungUp, cashTyped, sunlight };
}
const nothingKept = { lines: [], rungUp: [], cashTyped: {}, sunlight: false };

describe("the stall's sale, sales and cash count kept on her phone, read back", () => {
  beforeEach(() => local.clear());

  it('keeps what she rang up, with its version', async () => {
    useStall.getState().add(bagels, 2);
    useStall.getState().rang('sale-1');
    expect(JSON.parse(local.getItem(KEY)!)).toMatchObject({
      version: 1,
      state: { lines: [bagels], rungUp: ['sale-1'] },
    });
    expect(await readBack(local.getItem(KEY))).toEqual({ ...nothingKept, lines: [bagels], rungUp: ['sale-1'] });
  });

  it('reads a value kept before the store had a version, and keeps it as version 1', async () => {
    const before = {
      state: {
        lines: [bagels, babka],
        rungUp: ['sale-1', 'sale-2'],
        cashTyped: { '2026-12-05': '412.50' },
        sunlight: true,
      },
      version: 0,
    };
    expect(await readBack(before)).toEqual(before.state);
    expect(JSON.parse(local.getItem(KEY)!)).toMatchObject({ version: 1, state: before.state });
  });

  it('drops what does not fit and keeps the rest', async () => {
    const kept = {
      state: {
        lines: [bagels, { ...babka, quantity: 0 }, { ...babka, quantity: '3' }, { product: 'babka', quantity: 1 }],
        rungUp: ['sale-1', 2, null],
        cashTyped: { '2026-12-05': 412.5, '2026-12-06': '80' },
        sunlight: 'yes',
      },
      version: 1,
    };
    expect(await readBack(kept)).toEqual({
      lines: [bagels],
      rungUp: ['sale-1'],
      cashTyped: { '2026-12-06': '80' },
      sunlight: false,
    });
  });

  it.each([
    ['not JSON', '{"state": {"lines": '],
    ['not what the store wrote', '"bagels"'],
  ])('drops a value that is %s, and forgets it', async (_, text) => {
    expect(await readBack(text)).toEqual(nothingKept);
    expect(local.getItem(KEY)).toBeNull();
  });
});
