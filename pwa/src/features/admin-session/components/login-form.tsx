import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../../lib/api-client';
import { lastOwnerEmail, rememberOwnerEmail } from '../../../db/web-storage/owner-session';
import { useAdminSession } from '../../../lib/admin-session';
import { toast } from '../../../lib/toast';
import { login } from '../api';

/**
 * Sign in (docs/product.md, "The admin's screens"): the e-mail she last signed in with on this
 * device prefilled (lib/admin-session.ts), failures inline.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useAdminSession((state) => state.signIn);
  const [email, setEmail] = useState(lastOwnerEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { sessionToken } = await login(email.trim(), password);
      rememberOwnerEmail(email.trim());
      signIn(sessionToken);
      // The owner's offline edits live in IndexedDB: ask the browser not to evict it.
      void navigator.storage?.persist?.();
      toast('Welcome', 'You are signed in to the bakery admin.');
    } catch (failure) {
      setError(failureText(failure, 'Login failed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Admin login">
      <Stack spacing={2}>
        {error && (
          <Alert color="danger" variant="soft" role="alert">
            {error}
          </Alert>
        )}
        <FormControl required>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormControl>
        <FormControl required>
          <FormLabel>Password</FormLabel>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormControl>
        <Button type="submit" loading={pending} size="lg">
          Log In
        </Button>
        <Button variant="plain" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </Stack>
    </form>
  );
}
