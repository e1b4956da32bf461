import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { lastOwnerEmail } from '../../../db/web-storage/owner-session';
import { failureText } from '../../../lib/api-client';
import { toast, toastFailure } from '../../../lib/toast';
import { requestPasswordReset } from '../api';

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState(lastOwnerEmail);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!looksLikeEmail(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      toast('Reset Link Sent', 'If an account with that email exists, a reset link has been sent.');
      onBack();
    } catch (error) {
      toastFailure('Error', failureText(error, 'Failed to send reset email.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack spacing={2}>
        <Typography level="body-md">Enter your e-mail and we will send you a link to choose a new password.</Typography>
        <FormControl required error={invalid}>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {invalid && <FormHelperText>Please enter a valid email address</FormHelperText>}
        </FormControl>
        <Button type="submit" loading={pending} size="lg">
          Send Reset Link
        </Button>
        <Button variant="plain" onClick={onBack}>
          Back to login
        </Button>
      </Stack>
    </form>
  );
}
