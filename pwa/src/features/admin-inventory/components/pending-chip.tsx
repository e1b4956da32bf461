import Chip from '@mui/joy/Chip';
import { useOutboxEntries } from '../../../db/live';
import { readEditOf } from '../../../sync/admin-edit-kind';
import type { OwnerEditKind } from '#shared/owner-edits';

export type ProductEditKind = Extract<
  OwnerEditKind,
  'set-stock' | 'set-usual-stock' | 'set-price' | 'set-visibility' | 'set-flavor-price' | 'set-max-per-order'
>;

/** "Not sent yet" beside a field whose edit waits in the outbox (made offline, or refused). */
export function PendingChip({ itemId, kind, flavor }: { itemId: string; kind: ProductEditKind; flavor?: string }) {
  const waiting = useOutboxEntries('admin').find((entry) => {
    const edit = readEditOf(entry, kind);
    return edit?.id === itemId && (flavor === undefined || ('flavor' in edit && edit.flavor === flavor));
  });
  if (!waiting) return null;
  return (
    <Chip size="sm" variant="soft" color={waiting.status === 'failed' ? 'danger' : 'warning'} sx={{ ml: 0.5 }}>
      {waiting.status === 'failed' ? 'Not saved' : 'Not sent yet'}
    </Chip>
  );
}
