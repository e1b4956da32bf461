import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * A new version of the app was deployed: it waits until the person chooses to reload, so a
 * half-filled checkout or recipe is never lost to an automatic refresh.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      variant="soft"
      color="primary"
      onClose={(_event, reason) => reason !== 'clickaway' && setNeedRefresh(false)}
      endDecorator={
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload to update
        </Button>
      }
    >
      A new version of the bakery app is ready.
    </Snackbar>
  );
}
