import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useState, type FormEvent } from 'react';
import { contactMessageSchema, type ContactMessage } from '#shared/contact';
import { toast, toastFailure } from '../../../lib/toast';
import { useSendMessage } from '../api';
import '../../../lib/zod-words';

const empty: ContactMessage = { email: '', subject: '', message: '' };

/** The contact form, checked with the same schema the server uses (docs/product.md, "What the forms refuse"). */
export function ContactForm() {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const send = useSendMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(fields);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ContactMessage] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void send.submit(parsed.data).then((outcome) => {
      if (outcome.kind === 'refused') {
        return toastFailure('Failed to Send Message', outcome.error || 'Please try again or email us directly.');
      }
      setFields(empty);
      if (outcome.kind === 'queued') {
        toast('Message Saved', "You're offline: we'll send your message as soon as you're back online.");
      } else {
        toast('Message Sent!', "Thanks for reaching out! We'll get back to you within 24-48 hours.");
      }
    });
  }

  const field = (name: keyof ContactMessage) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form">
      <Stack spacing={2}>
        <FormControl required error={Boolean(errors.email)}>
          <FormLabel>Email</FormLabel>
          <Input type="email" autoComplete="email" {...field('email')} />
          {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
        </FormControl>
        <FormControl required error={Boolean(errors.subject)}>
          <FormLabel>Subject</FormLabel>
          <Input {...field('subject')} />
          {errors.subject && <FormHelperText>{errors.subject}</FormHelperText>}
        </FormControl>
        <FormControl required error={Boolean(errors.message)}>
          <FormLabel>Message</FormLabel>
          <Textarea minRows={5} {...field('message')} />
          {errors.message && <FormHelperText>{errors.message}</FormHelperText>}
        </FormControl>
        <Button type="submit" size="lg" disabled={send.pending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {send.pending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
