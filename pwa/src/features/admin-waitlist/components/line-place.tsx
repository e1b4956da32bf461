import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState } from 'react';
import { useAdminEdit } from '../../../sync/use-admin-edit';

/** One place in a line as she reads it: who and what, and her way to take it out. */
export interface PlaceView {
  id: string;
  position: number;
  /** "2. 3 (Plain) · m***@example.com · joined Fri 9:12 AM" */
  text: string;
  /** "m***@example.com", or "told on her phone" */
  contact: string;
  offered: boolean;
}

/**
 * A place in a line with its Remove (docs/waitlist.md, "The owner"): asked once, then an edit
 * by name, queued offline like the others. An offered loaf goes back to the next in line.
 */
export function LinePlace({ place, lineName }: { place: PlaceView; lineName: string }) {
  const remove = useAdminEdit();
  const [asking, setAsking] = useState(false);
  const titleId = `remove-place-${place.id}`;
  const confirm = () => {
    setAsking(false);
    void remove.edit({ kind: 'remove-waitlist-entry', id: place.id }, `Remove a place in line for ${lineName}`, {
      done: ['Removed From the Line', `${place.contact} is no longer in line for ${lineName}.`],
      failed: ['Not Removed', ''],
    });
  };
  return (
    <ListItem
      endAction={
        <Button
          size="sm"
          variant="outlined"
          color="danger"
          loading={remove.busy}
          onClick={() => setAsking(true)}
          aria-label={`Remove number ${place.position} (${place.contact}) from the line for ${lineName}`}
        >
          Remove
        </Button>
      }
    >
      <ListItemContent sx={{ overflowWrap: 'anywhere', pr: 10 }}>{place.text}</ListItemContent>
      <Modal open={asking} onClose={() => setAsking(false)}>
        <ModalDialog role="alertdialog" aria-labelledby={titleId}>
          <DialogTitle id={titleId}>Remove from the line?</DialogTitle>
          <DialogContent>
            {place.contact} will no longer be in line for {lineName}
            {place.offered ? ', and what is kept for her now goes to the next in line' : ''}. She is not told.
          </DialogContent>
          <DialogActions>
            <Button color="danger" onClick={confirm}>
              Remove
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setAsking(false)}>
              Keep her place
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </ListItem>
  );
}
