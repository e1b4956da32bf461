import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { onEnter } from './on-enter';
import { PendingChip, type ProductEditKind } from './pending-chip';

/**
 * One number of a product she sets on its own (its limit per order, its usual bake): the saved
 * value until she types, a Save button while what she typed differs, Enter saving as Save does,
 * why a save was refused under it (what she typed stays), and the draft named if she leaves.
 */
export function NumberSetting(props: {
  item: AdminInventoryItem;
  /** "Usual bake": the label, and the field's and its button's names ("Focaccia usual bake"). */
  label: string;
  kind: ProductEditKind;
  saved: string;
  /** What the draft is called when she leaves with it ("limit per order"). */
  draftName: string;
  helper: string;
  placeholder?: string;
  input: { min: number; max?: number };
  /** Saves what she typed: the problem to show, or null once saved (or queued). */
  save(typed: string): Promise<string | null>;
  busy: boolean;
}) {
  const { item, label, kind, saved, draftName, helper, placeholder, input, busy } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = draft ?? saved;
  const name = `${item.name} ${label.toLowerCase()}`;
  useUnsavedDraft(`${kind}:${item.id}`, shown !== saved ? `${draftName} of ${item.name}` : null);

  async function save() {
    const refused = await props.save(shown);
    setProblem(refused);
    if (refused === null) setDraft(null);
  }

  return (
    <FormControl size="sm" error={problem !== null}>
      <FormLabel>
        {label} <PendingChip itemId={item.id} kind={kind} />
      </FormLabel>
      <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(shown !== saved, save)}>
        <Input
          type="number"
          placeholder={placeholder}
          value={shown}
          slotProps={{ input: { ...input, step: 1, inputMode: 'numeric', 'aria-label': name } }}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {shown !== saved && (
          <Button type="submit" size="sm" loading={busy} aria-label={`Save ${name}`}>
            Save
          </Button>
        )}
      </Stack>
      <FormHelperText>{problem ?? helper}</FormHelperText>
    </FormControl>
  );
}
