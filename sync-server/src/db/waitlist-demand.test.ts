import { describe, expect, it } from 'vitest';
import { freeForShoppers, keepingTheLine, lineClaim, type ProductLine, type StockFacts } from './waitlist-demand';

/** A product with `stock`, `held` in live holds (offers too), and its line. */
const facts = (stock: number, held: number, waiting: number[] = [], open: number | null = null): StockFacts => ({
  product: { stock },
  held,
  line: { waiting, open } satisfies ProductLine,
});

describe("THE rule of the line's claim (docs/waitlist.md)", () => {
  it.each([
    ['nobody waits', facts(5, 0), 0],
    // The first join formed the line with 5 free: a join for one more claims none of them (issue 45, item 21).
    ['a join for more than is free leaves what is free alone', facts(5, 0, [6], 5), 0],
    ['stock that came back is the line’s, before anyone who reloads', facts(2, 0, [2], 0), 2],
    ['up to what the line waits for: the rest is free', facts(5, 0, [2], 0), 2],
    ['only what came back beyond what stayed open', facts(5, 0, [3], 2), 3],
    ['never what is held: her offer is not counted again (issue 45, item 1)', facts(4, 3, [2, 1], 0), 1],
    // 3 in stock, nothing held: a place for 4 can only be filled by new stock, and claims nothing.
    ['a place today’s stock can never fill claims nothing', facts(3, 0, [4], 0), 0],
    ['one that can be filled from carts waits for it', facts(5, 3, [4], 0), 2],
    ['the places that can be filled still claim when one cannot', facts(3, 0, [4, 1], 0), 1],
    ['open is never more than is free (the owner sold some over the table)', facts(4, 0, [2], 6), 0],
    ['oversold: nothing free, nothing claimed', facts(2, 3, [1], 0), 0],
  ])('%s', (_name, product, claim) => {
    expect(lineClaim(product)).toBe(claim);
  });

  it('keeps its claim when a shopper takes what is free: what stays open shrinks instead', () => {
    // 6 in stock, 1 in a cart; the line formed with 3 open; 2 came back, and the line waits for 3.
    const product = facts(6, 1, [3], 3);
    expect([lineClaim(product), freeForShoppers(product)]).toEqual([2, 3]);
    const taken = keepingTheLine(product);
    product.held += 3; // a shopper holds the 3 free for shoppers
    expect(taken()).toBe(true);
    expect(product.line.open).toBe(0);
    expect([lineClaim(product), freeForShoppers(product)]).toEqual([2, 0]);
    // Her cart runs out: what comes back is the line's, up to what it waits for.
    product.held -= 3;
    expect([lineClaim(product), freeForShoppers(product)]).toEqual([3, 2]);
  });

  it('takes what came back beyond the line’s wants before what stays open', () => {
    const product = facts(6, 0, [1], 2); // 4 came back, the line waits for 1: 3 of them are free
    const taken = keepingTheLine(product);
    product.held += 3;
    expect(taken()).toBe(false);
    expect([product.line.open, lineClaim(product), freeForShoppers(product)]).toEqual([2, 1, 2]);
  });
});
