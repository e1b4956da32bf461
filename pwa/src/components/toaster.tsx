import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef } from 'react';
import { useToastStore } from '../lib/toast';
import { CloseIcon } from './icons';

const TOAST_DURATION_MS = 5000;
const SWIPE_DISMISS_PX = 50;

/**
 * Shows the current toast (customer spec section 9): one at a time, 5 seconds, failures in the
 * destructive style. F8 moves focus to it; a swipe to the right dismisses it.
 */
export function Toaster() {
  const { current, dismiss } = useToastStore();
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.querySelector<HTMLElement>('[data-toast]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const destructive = current?.variant === 'destructive';
  return (
    <section ref={region} aria-label="Notifications (F8)">
      {current && (
        <Snackbar
          key={current.id}
          open
          data-toast
          tabIndex={-1}
          role={destructive ? 'alert' : 'status'}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') dismiss();
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant={destructive ? 'solid' : 'outlined'}
          color={destructive ? 'danger' : 'neutral'}
          sx={{ maxWidth: 420, width: { xs: 'calc(100% - 32px)', sm: 'auto' }, minWidth: { sm: 320 } }}
          onPointerDown={(event) => (swipeStart.current = event.clientX)}
          onPointerUp={(event) => {
            if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_DISMISS_PX) dismiss();
            swipeStart.current = null;
          }}
          endDecorator={
            <IconButton
              aria-label="Dismiss notification"
              size="sm"
              variant="plain"
              color={destructive ? 'danger' : 'neutral'}
              onClick={dismiss}
              sx={destructive ? { color: 'inherit' } : undefined}
            >
              <CloseIcon />
            </IconButton>
          }
        >
          <Stack spacing={0.25}>
            <Typography level="title-md" textColor="inherit">
              {current.title}
            </Typography>
            {current.description && (
              <Typography level="body-sm" textColor="inherit">
                {current.description}
              </Typography>
            )}
          </Stack>
        </Snackbar>
      )}
    </section>
  );
}
