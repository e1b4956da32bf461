import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { marketFigures } from '#shared/market-figures';
import { pickupDateText } from '#shared/pickup-date';
import { placeRecordOf } from '#shared/places';
import { ErrorState, LoadingState } from '../../../components/status-views';
import { useOutboxEntries } from '../../../db/live';
import { useAdminInventory } from '../../../features/admin-inventory/api';
import { useMarketDay } from '../../../features/admin-market/api';
import { BroughtForm } from '../../../features/admin-market/components/brought-form';
import { DayClose } from '../../../features/admin-market/components/day-close';
import { DayReopened } from '../../../features/admin-market/components/day-reopened';
import { OversoldPanel } from '../../../features/admin-market/components/oversold-panel';
import { PreorderList } from '../../../features/admin-market/components/preorder-list';
import { StallSell, type SaleToFix } from '../../../features/admin-market/components/stall-sell';
import { SunlightColours } from '../../../features/admin-market/components/sunlight';
import { bakeryToday } from '#shared/bakery-calendar';
import { bakeryClock, defaultMarketDate, marketsOn } from '../../../features/admin-market/market-date';
import { shownDay, waitingEditsOf, waitingUndoOf } from '../../../features/admin-market/market-view';
import { useStall } from '../../../features/admin-market/stall-store';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { usePickupSettings } from '../../../features/catalogue/api';
import { readEditOf } from '../../../sync/admin-edit-kind';
import { refusalWords } from '../../../sync/admin-outbox';
import { AdminHeading } from './admin-heading';

export function MarketPage() {
  return (
    <AccessGate>
      <MarketDayView />
    </AccessGate>
  );
}

/** Half an hour before the market ends: when a preorder nobody came for may go back on the table. */
function halfHourBefore(time: string | undefined): string {
  if (!time) return '11:30';
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = Math.max(0, hours * 60 + minutes - 30);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** "HH:MM" now at the bakery, again every half minute: for the release time to come on a screen nobody touches. */
function useBakeryClock(): { today: string; clock: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return { today: bakeryToday(now), clock: bakeryClock(now) };
}

type TabName = 'sell' | 'preorders' | 'close' | 'brought';

/**
 * The market day (docs/market-day.md): started with what she brought, then the stall, the
 * preorders and the close, on one or two phones with no signal. `?date=` another day; `?fix=`
 * a refused sale of her outbox, opened on the stall to be edited or dropped.
 */
function MarketDayView() {
  const [params, setParams] = useSearchParams();
  const pickupSettings = usePickupSettings();
  const settings = pickupSettings.data;
  const inventory = useAdminInventory();
  const date = params.get('date') ?? defaultMarketDate(settings);
  // The market of that day (or the two sharing it): its name over the stall, its end for when
  // preorders may go back on the table (the later end of two, so none goes back before its market ends).
  const markets = marketsOn(date, settings);
  const marketEnd =
    markets
      .map((market) => market.until)
      .sort()
      .at(-1) ?? settings?.marketEndTime;
  // Without ?date=, the day is the market's, known from the settings: until they come (saved on
  // this phone, or fetched) the start form would be today's, and would be swapped under her
  // fingers for the market day's, dropping the counts she had typed.
  const marketDateKnown = params.get('date') !== null || !pickupSettings.isPending;
  const day = useMarketDay(date);
  const entries = useOutboxEntries('admin');
  const shown = useMemo(() => shownDay(day.data, date, entries), [day.data, date, entries]);
  const figures = useMemo(() => marketFigures(shown), [shown]);
  const sunlight = useStall((state) => state.sunlight);
  const setSunlight = useStall((state) => state.setSunlight);
  const { today, clock } = useBakeryClock();
  const fixing = useSaleToFix(Number(params.get('fix')));
  const [tab, setTab] = useState<TabName>('sell');
  useEffect(() => {
    if (fixing) setTab('sell');
  }, [fixing]);

  const products = inventory.data ?? [];
  const releaseAfter = shown.day?.releaseAfter;
  const releaseOpen = Boolean(releaseAfter && (date < today || (date === today && clock >= releaseAfter)));
  const toHandOver = figures.preorders.waiting;
  const waitingEdits = waitingEditsOf(entries, date);
  const changeDate = (next: string) => setParams(next ? { date: next } : {}, { replace: true });

  const loading = inventory.isPending || !marketDateKnown || (day.isPending && !shown.day);
  return (
    <>
      <SunlightColours on={sunlight} />
      <AdminHeading
        title="Market Day"
        actions={
          <Stack direction="row" alignItems="center" gap={1.5} flexWrap="wrap" className="no-print">
            <Input
              type="date"
              value={marketDateKnown ? date : ''}
              onChange={(event) => changeDate(event.target.value)}
              slotProps={{ input: { 'aria-label': 'Market day' } }}
            />
            <Typography
              component="label"
              level="body-md"
              startDecorator={<Switch checked={sunlight} onChange={(event) => setSunlight(event.target.checked)} />}
            >
              Sunlight
            </Typography>
          </Stack>
        }
      />
      {/* No day's name while loading: until the settings say which day the market is, "today:
          not started" would name a day she is not at. */}
      {!loading && (
        <Typography level="title-lg" sx={{ mb: 2 }}>
          {pickupDateText(date)}
          {markets.length > 0 ? ` · ${markets.map((market) => market.name).join(' and ')}` : ''}
          {shown.day ? '' : ': not started'}
        </Typography>
      )}
      {loading ? (
        <LoadingState text="Loading the market day..." />
      ) : inventory.isError ? (
        <ErrorState title="Error loading the products" onRetry={() => inventory.refetch()} />
      ) : !shown.day ? (
        <BroughtForm
          key={`start-${date}`}
          shown={shown}
          products={products}
          defaultReleaseAfter={halfHourBefore(marketEnd)}
          onDone={() => setTab('sell')}
        />
      ) : (
        <>
          <DayReopened shown={shown} onCount={() => setTab('close')} />
          <OversoldPanel shown={shown} products={products} onRecount={() => setTab('brought')} />
          <Tabs value={tab} onChange={(_event, value) => setTab(value as TabName)} sx={{ bgcolor: 'transparent' }}>
            <TabList
              sticky="top"
              tabFlex="auto"
              sx={{ fontSize: { xs: 'md', sm: 'lg' }, '& .MuiTab-root': { px: 1.25 } }}
            >
              <Tab value="sell">Sell</Tab>
              <Tab value="preorders">Preorders{toHandOver > 0 ? ` (${toHandOver})` : ''}</Tab>
              <Tab value="close">Close</Tab>
              <Tab value="brought">Brought</Tab>
            </TabList>
            <TabPanel value="sell" sx={{ px: 0 }}>
              <StallSell
                shown={shown}
                products={products}
                fixing={fixing}
                onFixed={() => setParams({ date }, { replace: true })}
              />
            </TabPanel>
            <TabPanel value="preorders" sx={{ px: 0 }}>
              <PreorderList
                shown={shown}
                products={products}
                releaseOpen={releaseOpen}
                placeName={(id) => (settings ? placeRecordOf(id, settings).name : id)}
              />
            </TabPanel>
            <TabPanel value="close" sx={{ px: 0 }}>
              <DayClose shown={shown} figures={figures} products={products} waitingEdits={waitingEdits} />
            </TabPanel>
            <TabPanel value="brought" sx={{ px: 0 }}>
              <BroughtForm
                key={`${date}-${shown.day.updatedAt}`}
                shown={shown}
                products={products}
                defaultReleaseAfter={halfHourBefore(marketEnd)}
                onDone={() => setTab('sell')}
              />
            </TabPanel>
          </Tabs>
        </>
      )}
    </>
  );
}

/**
 * The refused sale of an outbox entry, read back with its kind's schema, and its undo if one
 * waits behind it; none once it is gone.
 */
function useSaleToFix(seq: number): SaleToFix | undefined {
  const entries = useOutboxEntries('admin');
  const entry = entries.find((each) => each.seq === seq && each.status === 'failed');
  const sale = entry && readEditOf(entry, 'record-stall-sale');
  const undo = sale ? waitingUndoOf(entries, sale) : undefined;
  return useMemo(
    () =>
      entry && sale
        ? { seq, words: refusalWords(entry), sale, undoneAt: undo ? new Date(undo.createdAt).toISOString() : null }
        : undefined,
    // The entries themselves: a new array read from IndexedDB with the same entries is the same fix.
    [entry?.seq, entry?.error, undo?.seq],
  );
}
