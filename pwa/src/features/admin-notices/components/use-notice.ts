import { useState } from 'react';
import type { PickupLocation } from '#shared/bakery';
import { pickupNoticeSchema, type PickupNoticePreview, type PickupNoticeResult } from '#shared/owner-orders';
import { failureText } from '../../../lib/api-client';
import { previewNotice, sendNotice } from '../api';
import { noticeDraft, type NoticeKind } from '../notice-templates';
import '../../../lib/zod-words';

export type NoticeWords = ReturnType<typeof noticeDraft>;

/**
 * A notice to a pickup's customers being written: what about, its words, the preview of who
 * gets it (dropped by any change, so what is sent is what she read), and once sent, how many.
 */
export function useNotice(pickupDate: string, pickupLocation: PickupLocation | undefined) {
  const [kind, setKind] = useState<NoticeKind>('ready');
  const [draft, setDraft] = useState(() => noticeDraft('ready', pickupDate));
  const [preview, setPreview] = useState<PickupNoticePreview | null>(null);
  const [sent, setSent] = useState<PickupNoticeResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per preview: a second tap on Send (or a retry) sends nothing more.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const notice = { pickupDate, ...(pickupLocation ? { pickupLocation } : {}), kind, ...draft };

  const change = (next: Partial<NoticeWords>) => {
    setDraft({ ...draft, ...next });
    setPreview(null);
  };
  const choose = (chosen: NoticeKind) => {
    setKind(chosen);
    change(noticeDraft(chosen, pickupDate));
  };

  async function run(step: 'preview' | 'send') {
    const parsed = pickupNoticeSchema.safeParse({ ...notice, again: Boolean(preview?.lastSent) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the message');
    setProblem(null);
    setBusy(true);
    try {
      if (step === 'preview') {
        setPreview(await previewNotice(parsed.data));
        setKey(crypto.randomUUID());
      } else {
        setSent(await sendNotice(parsed.data, key));
      }
    } catch (error) {
      setProblem(failureText(error, 'Could not reach the server.'));
    } finally {
      setBusy(false);
    }
  }

  return { kind, choose, draft, change, preview, sent, problem, busy, run };
}
