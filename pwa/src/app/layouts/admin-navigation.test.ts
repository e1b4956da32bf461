import { describe, expect, it } from 'vitest';
import { ownerPages } from '#shared/site-pages';
import { adminNavigation, pagesOffMenu } from './admin-navigation';

/** A page of the owner's that is not in her menu can only be found by typing its address. */
describe("the owner's menu", () => {
  it('has every page of hers (shared site-pages.ts) once, but the password reset', () => {
    const linked = adminNavigation.map((item) => item.to);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(ownerPages.filter((page) => !pagesOffMenu.includes(page)).sort());
  });

  it('names Standing Orders and Waitlists', () => {
    expect(adminNavigation).toEqual(
      expect.arrayContaining([
        { to: '/admin-standing', label: 'Standing Orders' },
        { to: '/admin-waitlist', label: 'Waitlists' },
      ]),
    );
  });
});
