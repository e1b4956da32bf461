import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import { parseFlavors } from '#shared/flavors';
import { FlavorPrices } from './flavor-prices';
import { MaxPerOrder } from './max-per-order';
import { onEnter } from './on-enter';
import { PendingChip } from './pending-chip';

const wholeNumber = /^\d+$/;
const amount = /^\d+(\.\d{1,2})?$/;

/**
 * One product: visibility, stock and price. A field holds a draft only while the owner edits
 * it, so fresh numbers from the server (an order just placed) show everywhere else, and its
 * Save button appears only when the draft differs. Enter saves a field as Save does, and a
 * draft not saved is named if she tries to leave the page.
 */
export function ProductRow({ item }: { item: AdminInventoryItem }) {
  const [stockDraft, setStockDraft] = useState<string | null>(null);
  const [priceDraft, setPriceDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'stock' | 'price'; text: string } | null>(null);
  const stockEdit = useAdminEdit();
  const priceEdit = useAdminEdit();
  const visibilityEdit = useAdminEdit();
  const stockShown = stockDraft ?? String(item.stock);
  const priceShown = priceDraft ?? item.price ?? '';
  const held = item.stock - (item.availableStock ?? item.stock);
  const flavors = parseFlavors(item.flavors);
  const allFlavorsPriced = flavors !== null && Object.values(flavors).every((flavor) => Boolean(flavor.price));
  const stockChanged = stockShown !== String(item.stock);
  const priceChanged = priceShown !== (item.price ?? '');
  useUnsavedDraft(`stock:${item.id}`, stockChanged ? `stock of ${item.name}` : null);
  useUnsavedDraft(`price:${item.id}`, priceChanged ? `price of ${item.name}` : null);

  async function saveStock() {
    if (!wholeNumber.test(stockShown.trim())) {
      return setProblem({ field: 'stock', text: 'Stock must be a whole number of 0 or more' });
    }
    setProblem(null);
    setStockDraft(null);
    const stock = Number(stockShown);
    // The stock she saw goes along: if orders came in meanwhile, the server merges (stock-merge.ts).
    const outcome = await stockEdit.edit(
      { kind: 'set-stock', id: item.id, stock, baseStock: item.stock },
      `Stock of ${item.name} to ${stock}`,
    );
    // Refused here or by the server: the number she typed stays in the field, with why.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setStockDraft(String(stock));
      return setProblem({ field: 'stock', text: outcome.error });
    }
    if (outcome.kind === 'sent' && outcome.answer?.merged) return; // the merge notice says it all
    reportOutcome(outcome, `Stock of ${item.name} to ${stock}`, {
      done: ['Stock Updated', `${item.name}: ${stock} in stock`],
      failed: ['Update Failed', 'Failed to update stock:'],
    });
  }

  async function savePrice() {
    if (!amount.test(priceShown.trim())) return setProblem({ field: 'price', text: 'Price is an amount like 4.50' });
    setProblem(null);
    setPriceDraft(null);
    const price = Number(priceShown.trim()).toFixed(2);
    const outcome = await priceEdit.edit(
      { kind: 'set-price', id: item.id, price },
      `Price of ${item.name} to $${price}`,
      {
        done: ['Price Updated', `${item.name}: $${price}`],
        failed: ['Update Failed', 'Failed to update price:'],
        inForm: true,
      },
    );
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setPriceDraft(price);
      setProblem({ field: 'price', text: outcome.error });
    }
  }

  async function toggleVisible(visible: boolean) {
    const state = visible ? 'visible' : 'hidden';
    await visibilityEdit.edit({ kind: 'set-visibility', id: item.id, visible }, `${item.name} ${state}`, {
      done: ['Visibility Updated', `${item.name} is now ${state}`],
      failed: ['Update Failed', 'Failed to update visibility:'],
    });
  }

  return (
    <Sheet
      component="li"
      variant="outlined"
      aria-label={item.name}
      sx={{
        borderRadius: 'md',
        p: 1.5,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1fr 1fr' },
      }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography level="title-md">{item.name}</Typography>
          <Chip size="sm" variant="soft" color={item.visible ? 'success' : 'neutral'}>
            {item.visible ? 'Visible' : 'Hidden'}
          </Chip>
        </Stack>
        <Typography level="body-xs">{item.id}</Typography>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={
            <Switch
              checked={item.visible}
              disabled={visibilityEdit.busy}
              onChange={(event) => void toggleVisible(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Show ${item.name} in the shop` } }}
            />
          }
        >
          Show in shop <PendingChip itemId={item.id} kind="set-visibility" />
        </Typography>
        {held > 0 && <Typography level="body-xs">{held} held in carts right now</Typography>}
      </Stack>
      <FormControl size="sm" error={problem?.field === 'stock'}>
        <FormLabel>
          Stock <PendingChip itemId={item.id} kind="set-stock" />
        </FormLabel>
        <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(stockChanged, saveStock)}>
          <Input
            type="number"
            slotProps={{ input: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': `${item.name} stock` } }}
            value={stockShown}
            onChange={(event) => setStockDraft(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          {stockChanged && (
            <Button type="submit" size="sm" loading={stockEdit.busy} aria-label={`Save ${item.name} stock`}>
              Save
            </Button>
          )}
        </Stack>
        {problem?.field === 'stock' && <FormHelperText>{problem.text}</FormHelperText>}
      </FormControl>
      <FormControl size="sm" error={problem?.field === 'price'}>
        <FormLabel>
          {flavors ? 'Base price' : 'Price'} <PendingChip itemId={item.id} kind="set-price" />
        </FormLabel>
        <Stack direction="row" spacing={1} component="form" noValidate onSubmit={onEnter(priceChanged, savePrice)}>
          <Input
            type="number"
            startDecorator="$"
            slotProps={{ input: { min: 0, step: 0.01, inputMode: 'decimal', 'aria-label': `${item.name} price` } }}
            value={priceShown}
            onChange={(event) => setPriceDraft(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          {priceChanged && (
            <Button type="submit" size="sm" loading={priceEdit.busy} aria-label={`Save ${item.name} price`}>
              Save
            </Button>
          )}
        </Stack>
        {problem?.field === 'price' ? (
          <FormHelperText>{problem.text}</FormHelperText>
        ) : (
          flavors && (
            <FormHelperText>
              {allFlavorsPriced
                ? 'Every flavor has its own price below: the base price is not used.'
                : 'Flavors without a price of their own sell at this price.'}
            </FormHelperText>
          )
        )}
      </FormControl>
      <MaxPerOrder item={item} />
      <FlavorPrices item={item} />
    </Sheet>
  );
}
