/**
 * The paths of her pages, without their code: the entry's routes need only their names, so a
 * customer's first download does not carry the list of every chunk her pages are made of
 * (issue 48). The pages themselves are in admin-pages.tsx, which her layout brings.
 */
export const adminPaths = [
  'admin',
  'admin-orders',
  'admin-failed-orders',
  'admin-bake-list',
  'admin-new-sale',
  'admin-market',
  'admin-standing',
  'admin-waitlist',
  'admin-inventory',
  'admin-reviews',
  'admin-recipes',
  'admin-reset-password',
] as const;

export type AdminPath = (typeof adminPaths)[number];
