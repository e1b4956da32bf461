import Chip from '@mui/joy/Chip';
import { useOutboxEntries } from '../../../db/live';

/** "Not sent yet" beside a field whose edit waits in the outbox (made offline, or refused). */
export function PendingChip({ itemId, kind, flavor }: { itemId: string; kind: string; flavor?: string }) {
  const waiting = useOutboxEntries('admin').find((entry) => {
    const payload = entry.payload as { id?: unknown; flavor?: unknown } | null;
    return entry.kind === kind && payload?.id === itemId && (flavor === undefined || payload.flavor === flavor);
  });
  if (!waiting) return null;
  return (
    <Chip size="sm" variant="soft" color={waiting.status === 'failed' ? 'danger' : 'warning'} sx={{ ml: 0.5 }}>
      {waiting.status === 'failed' ? 'Not saved' : 'Not sent yet'}
    </Chip>
  );
}
