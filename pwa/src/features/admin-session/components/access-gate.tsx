import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminSession } from '../../../lib/admin-session';

/**
 * Admin pages other than the login and the reset (docs/product.md, "The admin's screens"). Only the presence of
 * a token is checked here; every call is checked by the server.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const token = useAdminSession((state) => state.token);
  if (token) return children;
  return (
    <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: 6, textAlign: 'center', alignItems: 'center' }}>
      <Typography level="h2" fontSize="xl">
        Admin Access Required
      </Typography>
      <Typography>Please log in to the admin dashboard first.</Typography>
      <Button component={RouterLink} to="/admin">
        Go to Admin Login
      </Button>
    </Card>
  );
}
