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
import { failureText } from '../../../lib/api-client';
import { toast, toastFailure } from '../../../lib/toast';
import { useSetPrice, useSetStock, useSetVisibility } from '../api';

const wholeNumber = /^\d+$/;
const amount = /^\d+(\.\d{1,2})?$/;

/**
 * One product: visibility, stock and price. A field holds a draft only while the owner edits
 * it, so fresh numbers from the server (an order just placed) show everywhere else, and its
 * Save button appears only when the draft differs.
 */
export function ProductRow({ item }: { item: AdminInventoryItem }) {
  const [stockDraft, setStockDraft] = useState<string | null>(null);
  const [priceDraft, setPriceDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'stock' | 'price'; text: string } | null>(null);
  const setStock = useSetStock();
  const setPrice = useSetPrice();
  const setVisibility = useSetVisibility();
  const stockShown = stockDraft ?? String(item.stock);
  const priceShown = priceDraft ?? item.price ?? '';
  const held = item.stock - (item.availableStock ?? item.stock);

  function saveStock() {
    if (!wholeNumber.test(stockShown.trim()))
      return setProblem({ field: 'stock', text: 'Stock must be a whole number of 0 or more' });
    setProblem(null);
    setStock.mutate(
      { id: item.id, stock: Number(stockShown) },
      {
        onSuccess: (result) => {
          setStockDraft(null);
          toast('Stock Updated', `${item.name}: ${result.to} in stock`);
        },
        onError: (error) =>
          toastFailure('Update Failed', `Failed to update stock: ${failureText(error, 'please try again')}`),
      },
    );
  }

  function savePrice() {
    if (!amount.test(priceShown.trim())) return setProblem({ field: 'price', text: 'Price is an amount like 4.50' });
    setProblem(null);
    setPrice.mutate(
      { id: item.id, price: priceShown.trim() },
      {
        onSuccess: (updated) => {
          setPriceDraft(null);
          toast('Price Updated', `${item.name}: $${updated.price}`);
        },
        onError: (error) =>
          toastFailure('Update Failed', `Failed to update price: ${failureText(error, 'please try again')}`),
      },
    );
  }

  function toggleVisible(visible: boolean) {
    setVisibility.mutate(
      { id: item.id, visible },
      {
        onSuccess: () => toast('Visibility Updated', `${item.name} is now ${visible ? 'visible' : 'hidden'}`),
        onError: (error) =>
          toastFailure('Update Failed', `Failed to update visibility: ${failureText(error, 'please try again')}`),
      },
    );
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
        gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1fr' },
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
              disabled={setVisibility.isPending}
              onChange={(event) => toggleVisible(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Show ${item.name} in the shop` } }}
            />
          }
        >
          Show in shop
        </Typography>
        {held > 0 && <Typography level="body-xs">{held} held in carts right now</Typography>}
      </Stack>
      <FormControl size="sm" error={problem?.field === 'stock'}>
        <FormLabel>Stock</FormLabel>
        <Stack direction="row" spacing={1}>
          <Input
            type="number"
            slotProps={{ input: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': `${item.name} stock` } }}
            value={stockShown}
            onChange={(event) => setStockDraft(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          {stockShown !== String(item.stock) && (
            <Button size="sm" loading={setStock.isPending} onClick={saveStock} aria-label={`Save ${item.name} stock`}>
              Save
            </Button>
          )}
        </Stack>
        {problem?.field === 'stock' && <FormHelperText>{problem.text}</FormHelperText>}
      </FormControl>
      <FormControl size="sm" error={problem?.field === 'price'}>
        <FormLabel>Price</FormLabel>
        <Stack direction="row" spacing={1}>
          <Input
            type="number"
            startDecorator="$"
            slotProps={{ input: { min: 0, step: 0.01, inputMode: 'decimal', 'aria-label': `${item.name} price` } }}
            value={priceShown}
            onChange={(event) => setPriceDraft(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          {priceShown !== (item.price ?? '') && (
            <Button size="sm" loading={setPrice.isPending} onClick={savePrice} aria-label={`Save ${item.name} price`}>
              Save
            </Button>
          )}
        </Stack>
        {problem?.field === 'price' && <FormHelperText>{problem.text}</FormHelperText>}
      </FormControl>
    </Sheet>
  );
}
