import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast, toastFailure } from '../lib/toast';
import type { ClientEdit, EditOutcome } from './admin-edit-kind';
import { submitAdminEdit } from './admin-outbox';
import type { Outcome } from './outbox';

export interface EditMessages {
  /** The spec's toast when the server took the edit. */
  done: [title: string, text: string];
  /** The spec's toast when the server refused it; the server's reason is added. */
  failed: [title: string, text: string];
}

/**
 * Tells the owner what became of an edit: taken, kept for later, or refused. A form that says
 * an invalid value under its field (`inForm`) gets no toast for it as well: the toast would
 * only cover the form she is fixing.
 */
export function reportOutcome(
  outcome: Outcome,
  description: string,
  messages: EditMessages,
  options: { inForm?: boolean } = {},
): void {
  if (outcome.kind === 'sent') toast(...messages.done);
  else if (outcome.kind === 'queued')
    toast('Saved Offline', `${description}: it will be sent when you're back online.`);
  else if (outcome.kind === 'refused' || (outcome.kind === 'invalid' && !options.inForm))
    toastFailure(messages.failed[0], `${messages.failed[1]} ${outcome.error}`.trim());
}

/**
 * One of the owner's edits by name (shared-schema owner-edits.ts), through the outbox
 * (admin-outbox.ts): on screen at once, sent when the server can be reached. `busy` is true
 * while this component waits to hear how it went.
 */
export function useAdminEdit() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /**
   * `messages`: what to toast (none: the caller says it); `inForm`: the caller shows an invalid
   * value under its field; `replacing`: a refused edit in the outbox that this one, its fixed
   * copy, takes the place of.
   */
  const edit = async <E extends ClientEdit>(
    change: E,
    description: string,
    messages?: EditMessages & { inForm?: boolean },
    replacing?: number,
  ): Promise<EditOutcome<E['kind']>> => {
    setBusy(true);
    try {
      const outcome = await submitAdminEdit(queryClient, change, description, replacing);
      if (messages) reportOutcome(outcome, description, messages, messages);
      return outcome;
    } finally {
      setBusy(false);
    }
  };
  return { edit, busy };
}
