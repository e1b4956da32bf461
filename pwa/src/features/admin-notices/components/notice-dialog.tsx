import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import type { PickupLocation } from '#shared/bakery';
import { pickupNoticeKinds } from '#shared/owner-orders';
import { useOnline } from '../../../lib/connectivity';
import { noticeKindLabels, sentText, type NoticeKind } from '../notice-templates';
import { NoticePreview } from './notice-preview';
import { useNotice, type NoticeWords } from './use-notice';

/**
 * Tell a pickup's customers: pick what about, edit the words, read who gets it, send once. A
 * message of a kind this pickup already had is sent again only after she says so; once sent,
 * the dialog says when and to how many.
 */
export function NoticeDialog({
  pickupDate,
  pickupLocation,
  title,
  onClose,
}: {
  pickupDate: string;
  pickupLocation?: PickupLocation;
  title: string;
  onClose: () => void;
}) {
  const online = useOnline();
  const { kind, choose, draft, change, preview, sent, problem, busy, run } = useNotice(pickupDate, pickupLocation);
  const recipients = preview?.recipients.length ?? 0;
  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="notice-title" sx={{ width: 'min(560px, 100%)', overflow: 'auto' }}>
        <ModalClose />
        <DialogTitle id="notice-title">Tell customers of {title}</DialogTitle>
        {sent ? (
          <Alert color="success" role="status">
            {sentText(sent.queued, sent.sentAt)}
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            <NoticeWordsFields kind={kind} onKind={choose} draft={draft} onChange={change} />
            {problem && <Alert color="danger">{problem}</Alert>}
            {!online && <Alert color="warning">You're offline: messages can be sent once you're back online.</Alert>}
            {preview?.lastSent && (
              <Alert color="warning" role="alert">
                This message already went out: {sentText(preview.lastSent.recipients, preview.lastSent.at)} Send it
                again?
              </Alert>
            )}
            {preview && <NoticePreview preview={preview} />}
          </Stack>
        )}
        <DialogActions>
          {sent ? null : preview ? (
            <Button loading={busy} disabled={!online || recipients === 0} onClick={() => void run('send')}>
              {preview.lastSent ? `Yes, send again to ${recipients}` : `Send to ${recipients}`}
            </Button>
          ) : (
            <Button loading={busy} disabled={!online} onClick={() => void run('preview')}>
              Preview
            </Button>
          )}
          <Button variant={sent ? 'solid' : 'plain'} color={sent ? 'primary' : 'neutral'} onClick={onClose}>
            {sent ? 'Done' : 'Close'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}

/** What about (which fills in the words), the subject and the message. */
function NoticeWordsFields(props: {
  kind: NoticeKind;
  onKind: (kind: NoticeKind) => void;
  draft: NoticeWords;
  onChange: (words: Partial<NoticeWords>) => void;
}) {
  const { kind, onKind, draft, onChange } = props;
  return (
    <>
      <FormControl>
        <FormLabel id="notice-kind-label">About</FormLabel>
        <Select aria-labelledby="notice-kind-label" value={kind} onChange={(_event, value) => value && onKind(value)}>
          {pickupNoticeKinds.map((each) => (
            <Option key={each} value={each}>
              {noticeKindLabels[each]}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Subject</FormLabel>
        <Input
          value={draft.subject}
          slotProps={{ input: { maxLength: 200 } }}
          onChange={(e) => onChange({ subject: e.target.value })}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Message</FormLabel>
        <Textarea
          minRows={3}
          value={draft.message}
          slotProps={{ textarea: { maxLength: 5000 } }}
          onChange={(e) => onChange({ message: e.target.value })}
        />
        <FormHelperText>Each customer's order number and pickup place are added below it.</FormHelperText>
      </FormControl>
    </>
  );
}
