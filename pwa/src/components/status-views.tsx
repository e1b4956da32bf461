import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

/** The loading, empty and error states every list shows, so they look alike everywhere. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Stack role="status" direction="row" spacing={1.5} alignItems="center" justifyContent="center" sx={{ py: 6 }}>
      <CircularProgress size="sm" />
      <Typography level="body-md">{text}</Typography>
    </Stack>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Sheet variant="soft" sx={{ borderRadius: 'lg', p: 4, textAlign: 'center' }}>
      <Typography level="title-lg">{title}</Typography>
      {text && (
        <Typography level="body-md" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Stack sx={{ mt: 2, alignItems: 'center' }}>{action}</Stack>}
    </Sheet>
  );
}

export function ErrorState({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) {
  return (
    <Sheet role="alert" variant="soft" color="danger" sx={{ borderRadius: 'lg', p: 4, textAlign: 'center' }}>
      <Typography level="title-lg" color="danger">
        {title}
      </Typography>
      {text && <Typography level="body-md">{text}</Typography>}
      {onRetry && (
        <Button variant="outlined" color="danger" sx={{ mt: 2 }} onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Sheet>
  );
}
