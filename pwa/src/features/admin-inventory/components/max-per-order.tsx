import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '#shared/cart';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { onEnter } from './on-enter';
import { PendingChip } from './pending-chip';

/** The most one customer may order of a scarce product (a Hotplate favourite); empty: no limit. */
export function MaxPerOrder({ item }: { item: AdminInventoryItem }) {
  const saved = item.maxPerOrder ? String(item.maxPerOrder) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useAdminEdit();
  const shown = draft ?? saved;
  useUnsavedDraft(`max-per-order:${item.id}`, shown !== saved ? `limit per order of ${item.name}` : null);

  async function save() {
    const maxPerOrder = shown.trim() === '' ? null : Number(shown);
    const outcome = await edit.edit(
      { kind: 'set-max-per-order', id: item.id, maxPerOrder },
      `Limit per order of ${item.name}`,
      {
        done: [
          'Limit Updated',
          maxPerOrder ? `${item.name}: at most ${maxPerOrder} per order` : `${item.name}: no limit`,
        ],
        failed: ['Update Failed', 'Failed to update the limit:'],
        inForm: true,
      },
    );
    // Refused here or by the server: what she typed stays, with why.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') return setProblem(outcome.error);
    setProblem(null);
    setDraft(null);
  }

  return (
    <FormControl size="sm" error={problem !== null}>
      <FormLabel>
        Max per order <PendingChip itemId={item.id} kind="set-max-per-order" />
      </FormLabel>
      <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(shown !== saved, save)}>
        <Input
          type="number"
          placeholder="No limit"
          value={shown}
          slotProps={{
            input: {
              min: 1,
              max: MAX_LINE_QUANTITY,
              step: 1,
              inputMode: 'numeric',
              'aria-label': `${item.name} max per order`,
            },
          }}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {shown !== saved && (
          <Button type="submit" size="sm" loading={edit.busy} aria-label={`Save ${item.name} max per order`}>
            Save
          </Button>
        )}
      </Stack>
      <FormHelperText>{problem ?? 'For scarce bakes: holds and orders above it are refused.'}</FormHelperText>
    </FormControl>
  );
}
