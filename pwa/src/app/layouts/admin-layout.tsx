import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../components/leave-guard';
import { PageBoundary } from '../../components/page-boundary';
import { APP_HEADER_ATTRIBUTE } from '../../components/toaster';
import { MenuIcon } from '../../components/icons';
import { logout } from '../../features/admin-session/api';
import { useAdminSession } from '../../lib/admin-session';
import { keepPlaces } from '../../lib/her-places';
import { usePickupSettings } from '../../features/catalogue/api';
import { clearCaches } from '../../db/cache';
import { phoneTopics } from '../../db/web-storage/push-topics';
import { isOwnerCacheKey } from '../../lib/query-keys';
import { onDemand } from '../../lib/on-demand';
import { toast } from '../../lib/toast';
import { RefusedEditBanner, SyncChip } from '../../sync/sync-status';
import { startOwnerSocket } from '../../sync/owner-socket';
import { AdminPage } from '../admin-pages';
import { adminNavigation } from './admin-navigation';
// Registers every feature's edit kinds with the owner's outbox before any screen edits.
import '../admin-edits';

// The phone menu downloads when first opened.
const NavDrawer = onDemand(() => import('../../components/nav-drawer'), 'NavDrawer');

/** The frame of the owner's pages: her navigation, 'Back to Bakery' and Logout. */
export function AdminLayout() {
  const token = useAdminSession((state) => state.token);
  const queryClient = useQueryClient();
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // New orders and changes reach every screen of hers while she is signed in.
  useEffect(() => (token ? startOwnerSocket(queryClient, token) : undefined), [queryClient, token]);
  // Her lists name her places by id: they read her places from the settings (lib/her-places.ts).
  const settings = usePickupSettings().data;
  useEffect(() => {
    if (settings) keepPlaces(settings);
  }, [settings]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Sheet
        component="header"
        {...{ [APP_HEADER_ATTRIBUTE]: '' }}
        sx={{ borderBottom: '1px solid', borderColor: 'divider', position: 'sticky', top: 0, zIndex: 10 }}
      >
        <Stack
          direction="row"
          alignItems="center"
          useFlexGap
          spacing={1}
          sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 3 }, py: 1, minHeight: 60, flexWrap: { lg: 'wrap' } }}
        >
          {token && (
            <IconButton
              aria-label="Open admin menu"
              variant="plain"
              sx={{ display: { lg: 'none' } }}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <AdminTitle signedIn={Boolean(token)} />
          {/* Her eleven pages do not fit beside the title and her buttons: a line of their own under them. */}
          {token && <AdminNavLinks />}
          <Box sx={{ flex: 1 }} />
          {token && <SyncChip />}
          <Link
            component={RouterLink}
            to="/"
            level="body-sm"
            // On a phone it is in the menu once she is signed in; before that, here.
            sx={{ whiteSpace: 'nowrap', display: token ? { xs: 'none', sm: 'inline' } : 'inline' }}
          >
            Back to Bakery
          </Link>
          {token && (
            <Button size="sm" variant="outlined" color="neutral" onClick={() => void logOut()}>
              Logout
            </Button>
          )}
        </Stack>
        {token && <RefusedEditBanner />}
      </Sheet>
      {menuOpen && (
        <Suspense fallback={null}>
          <NavDrawer
            title="Bakery Admin"
            navLabel="Admin"
            closeLabel="Close admin menu"
            items={[...adminNavigation, { to: '/', label: 'Back to Bakery' }]}
            pathname={pathname}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
      <LeaveGuard />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <PageBoundary>
          <AdminPage pathname={pathname} />
        </PageBoundary>
      </Box>
    </Box>
  );
}

/** Signs her out here whatever the server says, and takes her lists and her phone's pushes with her. */
function useLogOut() {
  const token = useAdminSession((state) => state.token);
  const signOut = useAdminSession((state) => state.signOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function logOut() {
    if (token) await logout(token).catch(() => undefined); // signed out here whatever the server says
    signOut();
    // Her phone's pushes end with her session on the server (push_topics), so here too.
    phoneTopics.remove('owner');
    queryClient.clear();
    // Her lists leave this device with her; edits not yet sent stay in the outbox for next time.
    await clearCaches(undefined, (key) => !isOwnerCacheKey(key));
    toast('Logged Out', 'See you at the next bake.');
    void navigate('/admin');
  };
}

/** "Bakery Admin", a link to her dashboard. */
function AdminTitle({ signedIn }: { signedIn: boolean }) {
  return (
    <Typography
      component={RouterLink}
      to="/admin"
      level="title-lg"
      fontFamily="display"
      noWrap
      sx={{
        textDecoration: 'none',
        color: 'primary.700',
        fontSize: { xs: '1rem', sm: 'lg' },
        flexShrink: 0,
        // On a phone, once she is signed in, the header's width is her sync line's and
        // Logout's (with edits waiting offline both did not fit): the menu is titled
        // "Bakery Admin" and every page names itself in its heading.
        display: signedIn ? { xs: 'none', sm: 'block' } : 'block',
      }}
    >
      Bakery Admin
    </Typography>
  );
}

/** Her pages, on a wide screen (a phone has them in the menu). */
function AdminNavLinks() {
  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={{ display: { xs: 'none', lg: 'flex' }, flexWrap: 'wrap', gap: 0.5, order: 1, flexBasis: '100%' }}
    >
      {adminNavigation.map((item) => (
        <Link
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          underline="none"
          sx={{
            px: 0.75,
            py: 0.75,
            whiteSpace: 'nowrap',
            fontSize: 'sm',
            borderRadius: 'sm',
            color: 'text.primary',
            '&.active': { color: 'primary.600', fontWeight: 'lg', bgcolor: 'primary.50' },
          }}
        >
          {item.label}
        </Link>
      ))}
    </Box>
  );
}
