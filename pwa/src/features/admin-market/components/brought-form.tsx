import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { parseFlavors } from '#shared/flavors';
import { marketLineKey, preordersToBring, type MarketLine } from '#shared/market-table';
import { toast } from '../../../lib/toast';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { tableOf, type StallProduct } from '../stall-lines';

/** Every product and flavor she could bring, in the catalogue's order (a flavored product: one per flavor). */
interface Choice {
  product: string;
  flavor: string | null;
  label: string;
}

function choicesOf(products: readonly StallProduct[]): Choice[] {
  return products.flatMap((product): Choice[] => {
    const flavors = parseFlavors(product.flavors);
    if (!flavors) return [{ product: product.id, flavor: null, label: product.name }];
    return Object.entries(flavors).map(([flavor, { name }]) => ({
      product: product.id,
      flavor,
      label: `${product.name} (${name})`,
    }));
  });
}

/**
 * Her counts by line: at first what the day has (before it starts, what its preorders need),
 * each changed between 0 and 999.
 */
function useCounts(shown: ShownDay) {
  const first = new Map(
    (shown.day ? shown.day.brought : preordersToBring(shown.preorders)).map((line) => [
      marketLineKey(line),
      line.quantity,
    ]),
  );
  const [counts, setCounts] = useState(first);
  const count = (line: Pick<MarketLine, 'product' | 'flavor'>) => counts.get(marketLineKey(line)) ?? 0;
  const change = (line: Pick<MarketLine, 'product' | 'flavor'>, quantity: number) =>
    setCounts(new Map(counts).set(marketLineKey(line), Math.max(0, Math.min(999, quantity))));
  return { first, count, change };
}

/**
 * What she brought (docs/market-day.md, "Start"): before the day, filled in from the market's
 * bake list, with the opening cash and the release time, then Start; during it, the counts she
 * changes (only the lines she changed are sent, so her helper's counts of other lines stand).
 * Works with no signal: the start and each change wait in her outbox.
 */
export function BroughtForm({
  shown,
  products,
  defaultReleaseAfter,
  onDone,
}: {
  shown: ShownDay;
  products: readonly StallProduct[];
  defaultReleaseAfter: string;
  onDone: () => void;
}) {
  const day = shown.day;
  const started = day !== null;
  const { first, count, change } = useCounts(shown);
  const [openingCash, setOpeningCash] = useState(day?.openingCash ?? '');
  const [releaseAfter, setReleaseAfter] = useState(day ? (day.releaseAfter ?? '') : defaultReleaseAfter);
  const [problem, setProblem] = useState<string | null>(null);
  const { edit, busy } = useAdminEdit();
  const table = tableOf(shown);
  const choices = choicesOf(products);

  async function submit() {
    setProblem(null);
    const lines = choices
      .map(({ product, flavor }) => ({ product, flavor, quantity: count({ product, flavor }) }))
      .filter((line) => (started ? line.quantity !== (first.get(marketLineKey(line)) ?? 0) : line.quantity > 0));
    const outcome = started
      ? await edit(
          {
            kind: 'update-market-day',
            date: shown.date,
            ...(lines.length > 0 ? { brought: lines } : {}),
            ...(openingCash !== day.openingCash ? { openingCash: openingCash || '0' } : {}),
            ...(releaseAfter !== (day.releaseAfter ?? '') ? { releaseAfter: releaseAfter || null } : {}),
          },
          'What you brought to the market',
        )
      : await edit(
          {
            kind: 'start-market-day',
            date: shown.date,
            brought: lines,
            openingCash: openingCash || '0',
            releaseAfter: releaseAfter || null,
          },
          'Start of the market day',
        );
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') return setProblem(outcome.error);
    toast(
      started ? 'Counts Saved' : 'Market Day Started',
      outcome.kind === 'queued' ? 'Kept on this phone: it goes when there is signal.' : undefined,
    );
    onDone();
  }

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Typography level="body-md">
        {started
          ? 'Change a count you got wrong: only the lines you change are saved.'
          : 'Filled in from the market’s preorders: add what you baked for the table.'}
      </Typography>
      <Stack spacing={1} role="list" aria-label="What you brought">
        {choices.map((choice) => {
          const row = table.get(marketLineKey(choice));
          return (
            <BroughtLine
              key={marketLineKey(choice)}
              label={choice.label}
              quantity={count(choice)}
              promised={(row?.setAside ?? 0) + (row?.handedOver ?? 0)}
              onChange={(quantity) => change(choice, quantity)}
            />
          );
        })}
      </Stack>
      <DayStartFields
        openingCash={openingCash}
        onOpeningCash={setOpeningCash}
        releaseAfter={releaseAfter}
        onReleaseAfter={setReleaseAfter}
      />
      <Typography level="body-sm">
        From the start, what you brought is the day’s own stock: the stall and today’s market preorders take from it,
        and the shop’s stock stays for your other pickups.
      </Typography>
      {problem && (
        <Alert color="danger" role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit" size="lg" loading={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {started ? 'Save counts' : 'Start the day'}
      </Button>
    </Stack>
  );
}

/** One product (or flavor) she brought: how many, with − and +, and what its preorders need. */
function BroughtLine(props: {
  label: string;
  quantity: number;
  promised: number;
  onChange: (quantity: number) => void;
}) {
  const { label, quantity, promised, onChange } = props;
  return (
    <Sheet
      role="listitem"
      variant="outlined"
      sx={{ borderRadius: 'md', p: 1, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm">{label}</Typography>
        {promised > 0 && (
          <Typography level="body-xs" color={quantity < promised ? 'danger' : 'neutral'}>
            {promised} for preorders{quantity < promised ? ': fewer than promised' : ''}
          </Typography>
        )}
      </Stack>
      <IconButton
        size="lg"
        variant="outlined"
        aria-label={`One less ${label}`}
        disabled={quantity === 0}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </IconButton>
      <Input
        type="number"
        value={String(quantity)}
        onChange={(event) => onChange(Number(event.target.value) || 0)}
        slotProps={{
          input: { min: 0, max: 999, inputMode: 'numeric', 'aria-label': `${label} brought` },
        }}
        sx={{ width: '4.5rem', '& input': { textAlign: 'center' } }}
      />
      <IconButton
        size="lg"
        variant="solid"
        color="primary"
        aria-label={`One more ${label}`}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </IconButton>
    </Sheet>
  );
}

/** The cash in the box at the start, and from when preorders not collected go back to the table. */
function DayStartFields(props: {
  openingCash: string;
  onOpeningCash: (cash: string) => void;
  releaseAfter: string;
  onReleaseAfter: (time: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
      <FormControl>
        <FormLabel>Cash in the box to start</FormLabel>
        <Input
          startDecorator="$"
          value={props.openingCash}
          placeholder="0.00"
          onChange={(event) => props.onOpeningCash(event.target.value)}
          slotProps={{ input: { inputMode: 'decimal' } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Release preorders not collected from</FormLabel>
        <Input type="time" value={props.releaseAfter} onChange={(event) => props.onReleaseAfter(event.target.value)} />
        <FormHelperText>Empty: never release them.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
