import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { BareMenuIcon } from '../../components/bare-icons';
import { APP_HEADER_ATTRIBUTE } from '../../components/toaster';
import { CartButton } from '../../features/cart/components/cart-button';
import { onDemand } from '../../lib/on-demand';
import './site.css';

// The phone menu downloads when first opened: most visits go straight to the products.
const NavDrawer = onDemand(() => import('../../components/nav-drawer'), 'NavDrawer');

export const navigation = [
  { to: '/', label: 'Order' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/orders', label: 'Your orders' },
];

/** The shared navigation (docs/product.md, "The shop's screens"): links inline on wide screens, a menu on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header" {...{ [APP_HEADER_ATTRIBUTE]: '' }}>
      <a href="#main" className="site-skip">
        Skip to content
      </a>
      <div className="site-header-row">
        <button type="button" className="site-menu-button" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
          <BareMenuIcon />
        </button>
        <Link to="/" className="site-brand">
          {bakery.name}
        </Link>
        <nav aria-label="Main" className="site-nav">
          {navigation.map((item) => (
            // A recipe's page is under Recipes, an order's under Your orders; the shop is '/' alone.
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header-space" />
        <CartButton onOrderPage={pathname === '/'} />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <NavDrawer
            title={bakery.name}
            titleFont="display"
            navLabel="Main"
            closeLabel="Close menu"
            items={navigation}
            pathname={pathname}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
