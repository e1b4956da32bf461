import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { Recipe } from '#shared/recipe';
import { SearchIcon } from '../../../components/icons';
import { OfflineNotice } from '../../../components/offline-notice';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { usePublishedRecipes } from '../api';
import { searchRecipes } from '../recipe-text';
import { RecipeCard } from './recipe-card';

export function RecipeList() {
  const recipes = usePublishedRecipes();
  const [search, setSearch] = useState('');

  const found: Recipe[] = recipes.data ? searchRecipes(recipes.data, search) : [];

  return (
    <Stack spacing={3}>
      <Input
        type="search"
        placeholder="Search recipes"
        startDecorator={<SearchIcon />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search recipes by title, description or tag' } }}
        sx={{ maxWidth: 480 }}
      />
      <OfflineNotice since={recipes.offlineSince} />
      {recipes.isPending ? (
        <LoadingState text="Loading recipes..." />
      ) : recipes.isError ? (
        <ErrorState title="We couldn't load the recipes" onRetry={recipes.refetch} />
      ) : found.length === 0 ? (
        search.trim() ? (
          <EmptyState title="No recipes found" text="Try adjusting your search terms" />
        ) : (
          <EmptyState title="No recipes available" text="Check back soon for delicious gluten-free recipes!" />
        )
      ) : (
        <Grid container spacing={2}>
          {found.map((recipe) => (
            <Grid key={recipe.id} xs={12} sm={6} md={4}>
              <RecipeCard recipe={recipe} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
