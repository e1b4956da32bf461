import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { SearchIcon } from '../../../components/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { comingBakeDays } from '#shared/bake-days';
import { bakeryToday } from '#shared/bakery-calendar';
import type { PickupSettings } from '#shared/pickup-settings';
import { useAdminInventory } from '../api';
import { BakeChoice } from './bake-choice';
import { groupByCategory, searchProducts } from '../categories';
import { ProductRow } from './product-row';

/** How many bakes after the shop's she can plan on the card. */
const LATER_BAKES = 3;

/**
 * Every product, grouped by category, searchable by name or id, with the stock of one bake: the
 * shop's, or a later one she chooses (`settings` names the bakes to come; none while loading).
 */
export function InventoryCard({ settings }: { settings: PickupSettings | undefined }) {
  const [search, setSearch] = useState('');
  const [chosenBake, setChosenBake] = useState<string | null>(null);
  const bakes = settings ? comingBakeDays(settings, bakeryToday(), LATER_BAKES) : [];
  // The shop's bake is the list her edits and the live counts keep fresh; a later one is read on its own.
  const laterBake = chosenBake && chosenBake !== bakes[0] && bakes.includes(chosenBake) ? chosenBake : undefined;
  const inventory = useAdminInventory(laterBake);

  return (
    <Card variant="outlined">
      <Typography level="title-lg" component="h2">
        Inventory
      </Typography>
      {bakes.length > 1 && <BakeChoice bakes={bakes} chosen={laterBake ?? bakes[0]!} onChoose={setChosenBake} />}
      <Input
        type="search"
        placeholder="Search by name or id"
        startDecorator={<SearchIcon />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search products by name or id' } }}
      />
      {inventory.isPending ? (
        <LoadingState text="Loading inventory..." />
      ) : inventory.isError ? (
        <ErrorState title="Error loading inventory" onRetry={() => void inventory.refetch()} />
      ) : (
        (() => {
          const groups = groupByCategory(searchProducts(inventory.data, search));
          if (groups.length === 0) return <EmptyState title="No products match your search" />;
          return (
            <AccordionGroup disableDivider sx={{ gap: 1 }}>
              {groups.map((group) => (
                <Accordion key={group.name} defaultExpanded>
                  <AccordionSummary>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Typography level="title-md" component="h3">
                        {group.name}
                      </Typography>
                      <Chip size="sm" variant="soft">
                        {group.items.length}
                      </Chip>
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Stack component="ul" spacing={1} aria-label={group.name} sx={{ p: 0, m: 0 }}>
                      {group.items.map((item) => (
                        // Keyed by bake too: a draft typed for one bake is not carried to another.
                        <ProductRow key={`${item.id} ${item.bakeDay ?? ''}`} item={item} />
                      ))}
                    </Stack>
                  </AccordionDetails>
                </Accordion>
              ))}
            </AccordionGroup>
          );
        })()
      )}
    </Card>
  );
}
