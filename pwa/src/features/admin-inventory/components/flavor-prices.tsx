import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { parseFlavors } from '#shared/flavors';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { onEnter } from './on-enter';
import { PendingChip } from './pending-chip';

/** Each flavor's own price (focaccia, bagels): a flavor with a price of its own ignores the base price. */
export function FlavorPrices({ item }: { item: AdminInventoryItem }) {
  const flavors = parseFlavors(item.flavors);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useAdminEdit();
  const changed = (key: string) => drafts[key] !== undefined && drafts[key] !== (flavors?.[key]?.price ?? '');
  useUnsavedDraft(
    `flavor-prices:${item.id}`,
    Object.keys(drafts).some(changed) ? `flavor prices of ${item.name}` : null,
  );
  if (!flavors) return null;

  async function save(key: string, name: string, price: string) {
    setProblem(null);
    const outcome = await edit.edit(
      { kind: 'set-flavor-price', id: item.id, flavor: key, price },
      `Price of ${item.name} (${name}) to $${price}`,
      {
        done: ['Price Updated', `${item.name} (${name}): $${Number(price).toFixed(2)}`],
        failed: ['Update Failed', 'Failed to update price:'],
        inForm: true,
      },
    );
    // Refused here or by the server: the price she typed stays in its field, with why.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') return setProblem(`${name}: ${outcome.error}`);
    setDrafts(({ [key]: _saved, ...rest }) => rest);
  }

  return (
    <Stack spacing={1} sx={{ gridColumn: '1 / -1' }} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography component="legend" level="title-sm">
        Flavor prices
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={1.5}>
        {Object.entries(flavors).map(([key, flavor]) => {
          const shown = drafts[key] ?? flavor.price ?? '';
          return (
            <FormControl key={key} size="sm" sx={{ width: { xs: '100%', sm: 200 } }}>
              <FormLabel>
                {flavor.name} <PendingChip itemId={item.id} kind="set-flavor-price" flavor={key} />
              </FormLabel>
              <Stack
                direction="row"
                spacing={1}
                component="form"
                noValidate
                onSubmit={onEnter(changed(key), () => save(key, flavor.name, shown.trim()))}
              >
                <Input
                  type="number"
                  startDecorator="$"
                  placeholder={item.price ?? ''}
                  value={shown}
                  slotProps={{
                    input: {
                      min: 0,
                      step: 0.01,
                      inputMode: 'decimal',
                      'aria-label': `${item.name} ${flavor.name} price`,
                    },
                  }}
                  onChange={(event) => setDrafts({ ...drafts, [key]: event.target.value })}
                  sx={{ flex: 1, minWidth: 0 }}
                />
                {changed(key) && (
                  <Button
                    type="submit"
                    size="sm"
                    loading={edit.busy}
                    aria-label={`Save ${item.name} ${flavor.name} price`}
                  >
                    Save
                  </Button>
                )}
              </Stack>
            </FormControl>
          );
        })}
      </Stack>
      {problem && (
        <Typography level="body-sm" color="danger" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
