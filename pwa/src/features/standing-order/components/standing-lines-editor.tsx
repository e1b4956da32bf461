import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { parseFlavors } from '#shared/flavors';
import type { StandingLineInput, StandingOrderView } from '#shared/standing-orders';

/**
 * Her lines from next week on: each product the bakery lets be standing (each flavor), with −
 * and +. What she has (or the more she asked for and waits on) starts filled in; the bakery
 * checks each product's minimum, and more than it agreed to waits for its yes.
 */
export function StandingLinesEditor({
  standing,
  busy,
  onSave,
  onCancel,
}: {
  standing: StandingOrderView;
  busy: boolean;
  onSave: (lines: StandingLineInput[]) => void;
  onCancel: () => void;
}) {
  const choices = standing.standingProducts.flatMap((product) => {
    const flavors = parseFlavors(product.flavors);
    return flavors
      ? Object.entries(flavors).map(([flavor, { name }]) => ({
          product: product.id,
          flavor,
          label: `${product.name} (${name})`,
        }))
      : [{ product: product.id, flavor: null as string | null, label: product.name }];
  });
  const key = (line: { product: string; flavor: string | null }) => `${line.product}:${line.flavor ?? ''}`;
  const [counts, setCounts] = useState(
    () => new Map((standing.pendingLines ?? standing.lines).map((line) => [key(line), line.quantity])),
  );
  const set = (choice: { product: string; flavor: string | null }, quantity: number) =>
    setCounts(new Map(counts).set(key(choice), Math.max(0, Math.min(99, quantity))));
  const lines = choices
    .map((choice) => ({ product: choice.product, flavor: choice.flavor, quantity: counts.get(key(choice)) ?? 0 }))
    .filter((line) => line.quantity > 0);
  return (
    <Stack spacing={1} component="section" aria-label="Change what comes every week">
      <Typography level="body-sm">
        Fewer, or another kind: from next week on. More of something than now waits for the bakery’s yes, and we write
        to you when it answers.
      </Typography>
      {choices.map((choice) => {
        const quantity = counts.get(key(choice)) ?? 0;
        return (
          <Sheet
            key={key(choice)}
            variant="outlined"
            sx={{ borderRadius: 'md', p: 1, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Typography sx={{ flex: 1 }}>{choice.label}</Typography>
            <IconButton
              variant="outlined"
              aria-label={`One less ${choice.label}`}
              disabled={quantity === 0}
              onClick={() => set(choice, quantity - 1)}
            >
              −
            </IconButton>
            <Typography aria-label={`${choice.label} every week`} sx={{ minWidth: '2ch', textAlign: 'center' }}>
              {quantity}
            </Typography>
            <IconButton
              variant="solid"
              color="primary"
              aria-label={`One more ${choice.label}`}
              onClick={() => set(choice, quantity + 1)}
            >
              +
            </IconButton>
          </Sheet>
        );
      })}
      <Stack direction="row" gap={1}>
        <Button loading={busy} disabled={lines.length === 0} onClick={() => onSave(lines)}>
          Save from next week
        </Button>
        <Button variant="plain" onClick={onCancel}>
          Keep as it is
        </Button>
      </Stack>
    </Stack>
  );
}
