import { parseFlavors } from '#shared/flavors';
import { linkToken, type LinkPurpose } from '../services/links';
import { asOwner, placeOrder } from '../testing/owner';
import type { TestServer } from '../testing/test-server';
import type { KnownIds } from './fuzz-case';

/** The customer's links by their paths: what a path's id opens with its key (services/links.ts). */
const LINK_PATHS: [prefix: string, purpose: LinkPurpose][] = [
  ['/api/orders/', 'order'],
  ['/api/standing/', 'standing'],
  ['/api/waitlist/', 'waitlist'],
];

/**
 * Rows of every kind a path names (a product, an order, a recipe, a comment, a review), made as
 * a customer and the owner make them, so that the fuzzer's requests get past "not found" to the
 * rules; and the keys of customers' links, so theirs get past "wrong key".
 */
export async function knownRows(server: TestServer): Promise<KnownIds> {
  const inventory = (await server.db('inventory').select('id', 'stock', 'minimumOrder', 'flavors')) as {
    id: string;
    stock: number;
    minimumOrder: number;
    flavors: string | null;
  }[];
  const simple = inventory.filter((item) => item.stock > item.minimumOrder && !item.flavors);
  const orders = [];
  for (const [i, item] of simple.slice(0, 2).entries()) {
    orders.push(await placeOrder(server, `fuzz-cart-${i}-0000`, [{ productId: item.id, quantity: item.minimumOrder }]));
  }
  const recipe = await asOwner<{ id: string }>(server, 'POST', '/api/admin/recipes', {
    title: 'Fuzzed Focaccia',
    content: 'Flour, water, salt, olive oil.',
  });
  await asOwner(server, 'PATCH', `/api/admin/recipes/${recipe.body.id}/publish`, { published: true });
  const comment = await server.request<{ id: string }>('POST', `/api/recipes/${recipe.body.id}/comments`, {
    authorName: 'Sam',
    commentText: 'Can I use oat flour?',
  });
  const review = await server.request<{ id: string }>('POST', '/api/reviews', {
    customerName: 'Jo',
    rating: 5,
    reviewText: 'The best bread in Bozeman',
  });
  const flavors = inventory.flatMap((item) => (item.flavors ? [item.flavors] : []));
  // Their mail is sent before the first fingerprint: the mailer's writes are not the requests'.
  await server.running.deps.afterAnswer.drain();
  await server.running.deps.mailer.drain();
  const key = server.running.deps.orderLinkKey;
  return {
    words: {
      id: [
        ...inventory.map((item) => item.id),
        ...orders.map((order) => order.id),
        recipe.body.id,
        comment.body.id,
        review.body.id,
      ],
      flavor: flavorNames(flavors),
      pickupDate: orders.map((order) => order.pickupDate).filter((date): date is string => typeof date === 'string'),
    },
    linkKeyOf: (path, id) => {
      const purpose = LINK_PATHS.find(([prefix]) => path.startsWith(prefix))?.[1];
      return purpose && linkToken(key, purpose, id);
    },
  };
}

/** The keys of the products' flavors ("regular"), from their stored JSON. */
const flavorNames = (stored: readonly string[]): string[] => [
  ...new Set(stored.flatMap((text) => Object.keys(parseFlavors(text) ?? {}))),
];
