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
import { useAdminInventory } from '../api';
import { groupByCategory, searchProducts } from '../categories';
import { ProductRow } from './product-row';

/** Every product, grouped by category, searchable by name or id. */
export function InventoryCard() {
  const inventory = useAdminInventory();
  const [search, setSearch] = useState('');

  return (
    <Card variant="outlined">
      <Typography level="title-lg" component="h2">
        Inventory
      </Typography>
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
                        <ProductRow key={item.id} item={item} />
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
