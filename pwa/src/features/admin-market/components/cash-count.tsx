import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { MarketFigures } from '#shared/market-figures';
import { formatDollars, toCents } from '#shared/money';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { useStall } from '../stall-store';

/** "$1.00 short", "$2.50 over", "Right to the cent". */
export function differenceText(cents: number): string {
  if (cents === 0) return 'Right to the cent';
  return cents < 0 ? `${formatDollars(-cents)} short` : `${formatDollars(cents)} over`;
}

/** The cash she counts in the box, against the cash expected: how far off, and Save count. */
export function CashCount({ shown, figures }: { shown: ShownDay; figures: MarketFigures }) {
  // What she typed stays while she looks at another tab, or the phone reloads, until she saves it.
  const typed = useStall((state) => state.cashTyped[shown.date]);
  const typeCash = useStall((state) => state.typeCash);
  const counted = typed ?? shown.day?.cashCounted ?? '';
  const { edit, busy } = useAdminEdit();
  const countedCents = /^\d{1,6}(\.\d{1,2})?$/.test(counted.trim()) ? toCents(counted.trim()) : null;
  const { cash } = figures;

  async function saveCount() {
    const outcome = await edit(
      { kind: 'close-market-day', date: shown.date, cashCounted: counted.trim() },
      'Cash count of the day',
      {
        done: ['Count Saved', countedCents === null ? '' : differenceText(countedCents - cash.expectedCents)],
        failed: ['Count Not Saved', ''],
        inForm: true,
      },
    );
    // Kept on the day now (or in her outbox until sent): the day's count is the one shown.
    if (outcome.kind === 'sent' || outcome.kind === 'queued') typeCash(shown.date, null);
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} alignItems={{ sm: 'flex-end' }}>
        <FormControl>
          <FormLabel>Cash counted</FormLabel>
          <Input
            size="lg"
            startDecorator="$"
            value={counted}
            placeholder="0.00"
            onChange={(event) => typeCash(shown.date, event.target.value)}
            slotProps={{ input: { inputMode: 'decimal' } }}
          />
        </FormControl>
        <Button
          size="lg"
          className="no-print"
          loading={busy}
          disabled={countedCents === null}
          onClick={() => void saveCount()}
        >
          Save count
        </Button>
      </Stack>
      {countedCents !== null && (
        <Typography
          level="h3"
          component="p"
          role="status"
          color={countedCents === cash.expectedCents ? 'success' : 'danger'}
        >
          {differenceText(countedCents - cash.expectedCents)}
        </Typography>
      )}
      {shown.day?.closedAt && (
        <Typography level="body-sm">Count saved: {formatDollars(cash.countedCents ?? 0)}.</Typography>
      )}
    </>
  );
}
