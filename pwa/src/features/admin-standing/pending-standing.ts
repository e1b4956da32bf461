import { useMemo } from 'react';
import type { EditOf } from '#shared/owner-edits';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import type { OutboxEntry } from '../../db/bakery-db';
import { useOutboxEntries } from '../../db/live';
import { readEdit } from '../../sync/admin-edit-kind';

/** Her edits of one regular's standing order (docs/standing-orders.md), as the outbox keeps them. */
export type StandingEditKind =
  | 'approve-standing-order'
  | 'decline-standing-order'
  | 'place-standing-week'
  | 'pause-standing-order'
  | 'stop-standing-order';

const standingEditKinds: ReadonlySet<string> = new Set<StandingEditKind>([
  'approve-standing-order',
  'decline-standing-order',
  'place-standing-week',
  'pause-standing-order',
  'stop-standing-order',
]);

const isStandingEdit = (edit: { kind: string }): edit is EditOf<StandingEditKind> => standingEditKinds.has(edit.kind);

/** What each edit does to the standing order it names, as the server will do it. */
export const standingChanges: {
  [K in StandingEditKind]: (standing: OwnerStandingOrder, edit: EditOf<K>) => OwnerStandingOrder;
} = {
  // Her yes: to a request (it runs), or to more of one that runs (the new lines).
  'approve-standing-order': (standing) =>
    standing.status === 'requested'
      ? { ...standing, status: 'active', statusReason: null }
      : standing.pendingLines
        ? { ...standing, lines: standing.pendingLines, pendingLines: null }
        : standing,
  'decline-standing-order': (standing, edit) =>
    standing.status === 'requested'
      ? { ...standing, status: 'declined', statusReason: edit.reason ?? null }
      : { ...standing, pendingLines: null },
  'place-standing-week': (standing, edit) => ({
    ...standing,
    weeks: standing.weeks.map((week) =>
      week.pickupDate === edit.pickupDate ? { ...week, outcome: 'placed', reason: null, canPlaceNow: false } : week,
    ),
  }),
  'pause-standing-order': (standing, edit) => ({
    ...standing,
    status: edit.paused ? 'paused' : 'active',
    statusBy: 'bakery',
    statusReason: null,
  }),
  'stop-standing-order': (standing, edit) => ({
    ...standing,
    status: 'cancelled',
    statusBy: 'bakery',
    statusReason: edit.reason ?? null,
    pendingLines: null,
  }),
};

/** What one edit does: its kind's change, with its own fields. */
function changeOf(edit: EditOf<StandingEditKind>): (standing: OwnerStandingOrder) => OwnerStandingOrder {
  switch (edit.kind) {
    case 'approve-standing-order':
      return (standing) => standingChanges[edit.kind](standing, edit);
    case 'decline-standing-order':
      return (standing) => standingChanges[edit.kind](standing, edit);
    case 'place-standing-week':
      return (standing) => standingChanges[edit.kind](standing, edit);
    case 'pause-standing-order':
      return (standing) => standingChanges[edit.kind](standing, edit);
    case 'stop-standing-order':
      return (standing) => standingChanges[edit.kind](standing, edit);
  }
}

/** One of her standing-order edits in the outbox: which standing order, what it does, and whether it was refused. */
export interface WaitingStandingEdit {
  id: string;
  refused: boolean;
  change: (standing: OwnerStandingOrder) => OwnerStandingOrder;
}

/**
 * Her standing-order edits in the outbox, oldest first, each parsed with its kind's schema (what
 * IndexedDB holds is never trusted to be the shape this version expects).
 */
export function waitingStandingEdits(entries: readonly OutboxEntry[]): WaitingStandingEdit[] {
  return entries.flatMap((entry): WaitingStandingEdit[] => {
    if (!standingEditKinds.has(entry.kind)) return [];
    const edit = readEdit(entry);
    if (!edit || !isStandingEdit(edit)) return [];
    return [{ id: edit.id, refused: entry.status === 'failed', change: changeOf(edit) }];
  });
}

/**
 * Her regulars as she sees them: what the server said, with her edits still waiting applied on
 * top, in order. A refused edit is not shown as done (a refused yes would read "Every week"
 * under the banner that says it was not saved): the card says it was not saved instead.
 */
export function withWaitingEdits(
  list: readonly OwnerStandingOrder[],
  waiting: readonly WaitingStandingEdit[],
): OwnerStandingOrder[] {
  return list.map((standing) =>
    waiting
      .filter((edit) => edit.id === standing.id && !edit.refused)
      .reduce((shown, edit) => edit.change(shown), standing),
  );
}

/** What the card says of her edits of one standing order still in the outbox: none, waiting, or refused. */
export function waitingStateOf(id: string, waiting: readonly WaitingStandingEdit[]): 'none' | 'waiting' | 'refused' {
  const own = waiting.filter((edit) => edit.id === id);
  if (own.some((edit) => edit.refused)) return 'refused';
  return own.length > 0 ? 'waiting' : 'none';
}

/** Her standing-order edits waiting in this device's outbox, for the Standing Orders page. */
export function useWaitingStandingEdits(): WaitingStandingEdit[] {
  const entries = useOutboxEntries('admin');
  return useMemo(() => waitingStandingEdits(entries), [entries]);
}
