import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChanges } from '../lib/unsaved-changes';

/**
 * Asks before the owner leaves a page with fields she has not saved (lib/unsaved-changes.ts):
 * a link of the app (the menu, a button that is a link) opens a question naming what would be
 * lost; a reload or closing the tab gets the browser's own question.
 */
export function LeaveGuard() {
  const drafts = useUnsavedChanges((state) => state.drafts);
  const clear = useUnsavedChanges((state) => state.clear);
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const unsaved = Object.values(drafts);

  useEffect(() => {
    if (unsaved.length === 0) return;
    // Capture, before the router's own click handler, which leaves a prevented click alone.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
      const to = `${link.pathname}${link.search}${link.hash}`;
      if (to === `${location.pathname}${location.search}${location.hash}`) return;
      event.preventDefault();
      setLeavingTo(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved.length]);

  return (
    <Modal open={leavingTo !== null} onClose={() => setLeavingTo(null)}>
      <ModalDialog role="alertdialog" aria-labelledby="leave-title" sx={{ maxWidth: 420 }}>
        <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
        <DialogContent>Not saved yet: {unsaved.join(', ')}.</DialogContent>
        <DialogActions>
          <Button onClick={() => setLeavingTo(null)}>Stay and save</Button>
          <Button
            variant="plain"
            color="danger"
            onClick={() => {
              const to = leavingTo!;
              setLeavingTo(null);
              clear();
              void navigate(to);
            }}
          >
            Leave without saving
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
