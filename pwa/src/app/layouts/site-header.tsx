import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Suspense, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { bakery } from '#shared/bakery';
import { MenuIcon } from '../../components/icons';
import { CartButton } from '../../features/cart/components/cart-button';
import { onDemand } from '../../lib/on-demand';

// The phone menu downloads when first opened: most visits go straight to the products.
const NavDrawer = onDemand(() => import('../../components/nav-drawer'), 'NavDrawer');

export const navigation = [
  { to: '/', label: 'Order' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/reviews', label: 'Reviews' },
];

/** The shared navigation (customer spec section 2): links inline on wide screens, a menu on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Sheet
      component="header"
      variant="plain"
      sx={{ position: 'sticky', top: 0, zIndex: 10, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 20, bgcolor: 'background.surface', p: 1 },
        }}
      >
        Skip to content
      </Link>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 3 }, py: 1, minHeight: 64 }}
      >
        <IconButton
          aria-label="Open menu"
          variant="plain"
          sx={{ display: { md: 'none' } }}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/"
          level="title-lg"
          fontFamily="display"
          sx={{
            textDecoration: 'none',
            color: 'primary.700',
            flexShrink: 1,
            minWidth: 0,
            fontSize: { xs: '1.05rem', sm: 'lg' },
          }}
          noWrap
        >
          {bakery.name}
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
          {navigation.map((item) => (
            <Link
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              underline="none"
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 'sm',
                color: 'text.primary',
                '&.active': { color: 'primary.600', fontWeight: 'lg', bgcolor: 'primary.50' },
                '&:hover': { bgcolor: 'neutral.100' },
              }}
            >
              {item.label}
            </Link>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <CartButton onOrderPage={pathname === '/'} />
      </Stack>
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
    </Sheet>
  );
}
