import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { LoadingState } from '../../../components/status-views';
import { useVerifiedSession } from '../../../features/admin-session/api';
import { ForgotPasswordForm } from '../../../features/admin-session/components/forgot-password-form';
import { LoginForm } from '../../../features/admin-session/components/login-form';
import { DashboardPage } from './dashboard-page';

/** '/admin': the login, or the dashboard once the stored token checks out. */
export function AdminHomePage() {
  const session = useVerifiedSession();
  const [forgot, setForgot] = useState(false);
  if (session.verifying) return <LoadingState text="Checking your session..." />;
  if (session.token) return <DashboardPage />;
  return (
    <Card variant="outlined" sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <title>Admin Login · Bakery Admin</title>
      <Typography level="h1" fontSize="xl2">
        {forgot ? 'Forgot Password' : 'Admin Login'}
      </Typography>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <LoginForm onForgotPassword={() => setForgot(true)} />
      )}
    </Card>
  );
}
