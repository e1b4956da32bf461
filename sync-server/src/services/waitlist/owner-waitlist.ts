import type { OwnerWaitlist } from '#shared/waitlist';
import { Product, WaitlistEntryRow, type Db } from '../../db';
import { getWaitlistSettings } from './waitlist-settings';

/** "m***@example.com": enough for her to know a regular, no more (docs/waitlist.md). */
export const maskedEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

/**
 * The owner's view of the waitlists (GET /api/admin/waitlist): for each product with anyone in
 * line now or served from it, the line in order (the one offered first), how many were served
 * from it and how many let their offer go.
 */
export async function ownerWaitlist(db: Db, now: Date): Promise<OwnerWaitlist> {
  const [settings, entries, products] = await Promise.all([
    getWaitlistSettings(db),
    WaitlistEntryRow.query(db).orderBy('line'),
    Product.query(db).select('id', 'name', 'sortOrder').orderBy('sortOrder'),
  ]);
  const inLine = (entry: WaitlistEntryRow) =>
    entry.status === 'offered' || (entry.status === 'waiting' && new Date(entry.expiresAt).getTime() > now.getTime());
  return {
    settings,
    products: products.flatMap((product) => {
      const own = entries.filter((entry) => entry.productId === product.id);
      if (own.length === 0) return [];
      const line = [
        ...own.filter((entry) => entry.status === 'offered'),
        ...own.filter((entry) => entry.status === 'waiting' && inLine(entry)),
      ];
      return [
        {
          productId: product.id,
          name: product.name,
          waiting: line.filter((entry) => entry.status === 'waiting').length,
          offered: line.filter((entry) => entry.status === 'offered').length,
          served: own.filter((entry) => entry.status === 'taken').length,
          lapsed: own.filter((entry) => entry.status === 'lapsed').length,
          line: line.map((entry, index) => ({
            position: index + 1,
            quantity: entry.quantity,
            flavor: entry.flavor,
            status: entry.status,
            joinedAt: entry.joinedAt,
            contact: entry.email ? maskedEmail(entry.email) : 'told on her phone',
          })),
        },
      ];
    }),
  };
}
