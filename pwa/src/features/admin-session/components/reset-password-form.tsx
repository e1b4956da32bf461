import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '#shared/admin-auth';
import { failureText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api';

export const REDIRECT_AFTER_RESET_MS = 3000;

/** Choose a new password from the e-mailed link; back to the login 3 seconds after success. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(token ? null : 'No reset token provided');
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/admin'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return setProblem('Invalid reset token');
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem('Password must be at least 8 characters long');
    if (password !== confirmation) return setProblem('Passwords do not match');
    setProblem(null);
    setPending(true);
    try {
      await resetPassword(token, password);
      setDone(true);
      toast('Password Reset Successful', 'Taking you to the login in 3 seconds.');
    } catch (error) {
      setProblem(failureText(error, 'Password reset failed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Alert color="success" role="status">
        Your password is changed. Taking you to the login...
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack spacing={2}>
        {problem && (
          <Alert color="danger" variant="soft" role="alert">
            {problem}
          </Alert>
        )}
        <FormControl required>
          <FormLabel>New password</FormLabel>
          <Input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormHelperText>At least {PASSWORD_MIN_LENGTH} characters.</FormHelperText>
        </FormControl>
        <FormControl required>
          <FormLabel>Confirm new password</FormLabel>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </FormControl>
        <Button type="submit" loading={pending} size="lg" disabled={!token}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
