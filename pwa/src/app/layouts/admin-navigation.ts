import type { NavItem } from '../../components/nav-drawer';

/**
 * The owner's menu: the header's links on a wide screen, the drawer on a phone. Every page of
 * hers is here but the password reset, which she reaches from its e-mail
 * (admin-navigation.test.ts checks it against shared site-pages.ts).
 */
export const adminNavigation: NavItem[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin-orders', label: 'Orders' },
  { to: '/admin-bake-list', label: 'Bake List' },
  { to: '/admin-market', label: 'Market Day' },
  { to: '/admin-new-sale', label: 'New Sale' },
  { to: '/admin-standing', label: 'Standing Orders' },
  { to: '/admin-waitlist', label: 'Waitlists' },
  { to: '/admin-failed-orders', label: 'Failed Orders' },
  { to: '/admin-inventory', label: 'Inventory & Settings' },
  { to: '/admin-reviews', label: 'Reviews' },
  { to: '/admin-recipes', label: 'Recipes' },
];

/** Her pages that are not in the menu: the password reset is opened from its e-mail's link. */
export const pagesOffMenu = ['/admin-reset-password'];
