import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { onEnter } from './on-enter';
import { PendingChip } from './pending-chip';

const wholeNumber = /^\d+$/;

/**
 * What she usually bakes of a product (docs/orders.md, "Stock of a bake day"): each later bake
 * starts with it (the shop's bake keeps the stock it shows), so next week's loaves are there
 * before this week's sell out, and setting this week's stock (a short bake, a sold-out table)
 * leaves next week's alone.
 */
export function UsualStock({ item }: { item: AdminInventoryItem }) {
  const saved = String(item.usualStock);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useAdminEdit();
  const shown = draft ?? saved;
  useUnsavedDraft(`usual-stock:${item.id}`, shown !== saved ? `usual bake of ${item.name}` : null);

  async function save() {
    if (!wholeNumber.test(shown.trim())) return setProblem('The usual bake is a whole number of 0 or more');
    const usualStock = Number(shown);
    const outcome = await edit.edit(
      { kind: 'set-usual-stock', id: item.id, usualStock },
      `Usual bake of ${item.name} to ${usualStock}`,
      {
        done: ['Usual Bake Updated', `${item.name}: ${usualStock} each bake`],
        failed: ['Update Failed', 'Failed to update the usual bake:'],
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
        Usual bake <PendingChip itemId={item.id} kind="set-usual-stock" />
      </FormLabel>
      <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(shown !== saved, save)}>
        <Input
          type="number"
          value={shown}
          slotProps={{
            input: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': `${item.name} usual bake` },
          }}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {shown !== saved && (
          <Button type="submit" size="sm" loading={edit.busy} aria-label={`Save ${item.name} usual bake`}>
            Save
          </Button>
        )}
      </Stack>
      <FormHelperText>{problem ?? 'Each later bake starts with this many.'}</FormHelperText>
    </FormControl>
  );
}
