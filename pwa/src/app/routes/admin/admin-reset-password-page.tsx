import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/admin-session/components/reset-password-form';

/** '/admin-reset-password?token=...', opened from the e-mailed link. */
export function AdminResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Card variant="outlined" sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <title>Reset Password · Bakery Admin</title>
      <Typography level="h1" fontSize="xl2">
        Choose a New Password
      </Typography>
      <ResetPasswordForm token={params.get('token')} />
    </Card>
  );
}
