/**
 * The most a place in a waitlist's line asks for (docs/waitlist.md): the owner's limit per order,
 * or a dozen. The card's plus and the join dialog both stop there.
 */
export const mostToWaitFor = (item: { maxPerOrder?: number | null }) => item.maxPerOrder ?? 12;
