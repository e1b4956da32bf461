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
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { pickupNoticeKinds, pickupNoticeSchema, type PickupNoticePreview } from '#shared/owner-orders';
import { pickupDateText } from '#shared/pickup-date';
import { failureText } from '../../../lib/api-client';
import { useOnline } from '../../../lib/connectivity';
import { toast } from '../../../lib/toast';
import { previewNotice, sendNotice } from '../api';
import { noticeDraft, noticeKindLabels, type NoticeKind } from '../notice-templates';

/** Tell a pickup's customers: pick what about, edit the words, read the preview, send once. */
export function NoticeDialog({ pickupDate, onClose }: { pickupDate: string; onClose: () => void }) {
  const online = useOnline();
  const [kind, setKind] = useState<NoticeKind>('ready');
  const [draft, setDraft] = useState(() => noticeDraft('ready', pickupDate));
  const [preview, setPreview] = useState<PickupNoticePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per preview: a second tap on Send (or a retry) sends nothing more.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const notice = { pickupDate, kind, ...draft };

  const change = (next: Partial<typeof draft>) => {
    setDraft({ ...draft, ...next });
    setPreview(null);
  };
  async function run(step: 'preview' | 'send') {
    const parsed = pickupNoticeSchema.safeParse(notice);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the message');
    setProblem(null);
    setBusy(true);
    try {
      if (step === 'preview') {
        setPreview(await previewNotice(parsed.data));
        setKey(crypto.randomUUID());
      } else {
        const { queued } = await sendNotice(parsed.data, key);
        toast('Message Sent', `E-mailed ${queued} customer${queued === 1 ? '' : 's'}.`);
        onClose();
      }
    } catch (error) {
      setProblem(failureText(error, 'Could not reach the server.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="notice-title" sx={{ width: 'min(560px, 100%)', overflow: 'auto' }}>
        <ModalClose />
        <DialogTitle id="notice-title">Tell customers of {pickupDateText(pickupDate)}</DialogTitle>
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel id="notice-kind-label">About</FormLabel>
            <Select
              aria-labelledby="notice-kind-label"
              value={kind}
              onChange={(_event, value) => {
                if (!value) return;
                setKind(value);
                change(noticeDraft(value, pickupDate));
              }}
            >
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
              onChange={(e) => change({ subject: e.target.value })}
            />
          </FormControl>
          <FormControl>
            <FormLabel>Message</FormLabel>
            <Textarea
              minRows={3}
              value={draft.message}
              slotProps={{ textarea: { maxLength: 5000 } }}
              onChange={(e) => change({ message: e.target.value })}
            />
            <FormHelperText>Each customer's order number and pickup place are added below it.</FormHelperText>
          </FormControl>
          {problem && <Alert color="danger">{problem}</Alert>}
          {!online && <Alert color="warning">You're offline: messages can be sent once you're back online.</Alert>}
          {preview && (
            <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }} aria-label="Preview">
              <Typography level="title-sm">
                Goes to {preview.recipients} customer{preview.recipients === 1 ? '' : 's'}
                {preview.withoutEmail > 0 &&
                  `; ${preview.withoutEmail} order${preview.withoutEmail === 1 ? ' has' : 's have'} no e-mail: call them`}
              </Typography>
              {preview.sample && (
                <Typography
                  level="body-sm"
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: 1 }}
                >
                  {`To: ${preview.sample.to}\nSubject: ${preview.sample.subject}\n\n${preview.sample.text}`}
                </Typography>
              )}
            </Sheet>
          )}
        </Stack>
        <DialogActions>
          {preview ? (
            <Button loading={busy} disabled={!online || preview.recipients === 0} onClick={() => void run('send')}>
              Send to {preview.recipients}
            </Button>
          ) : (
            <Button loading={busy} disabled={!online} onClick={() => void run('preview')}>
              Preview
            </Button>
          )}
          <Button variant="plain" color="neutral" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
