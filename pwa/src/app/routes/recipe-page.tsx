import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { OfflineNotice } from '../../components/offline-notice';
import { ErrorState, LoadingState } from '../../components/status-views';
import { usePublishedRecipes } from '../../features/recipes/api';
import { RecipeArticle } from '../../features/recipes/components/recipe-article';
import { PageHeading } from './page-heading';

/**
 * A recipe's own page, `/recipes/<slug>` (docs/architecture.md, "Pages and their addresses"): the
 * server renders it with the published list, and offline it reads the list the app last saw, as
 * /recipes does. An address no published recipe has says so (the server sends it as 404).
 */
export function RecipePage() {
  const { slug } = useParams();
  const recipes = usePublishedRecipes();
  const recipe = recipes.data?.find((each) => each.slug === slug);
  const back = (
    <Link component={RouterLink} to="/recipes" sx={{ mt: { xs: 2, md: 3 }, alignSelf: 'flex-start' }}>
      ← All recipes
    </Link>
  );

  if (recipes.isPending) return <LoadingState text="Loading the recipe..." />;
  if (!recipe) {
    return (
      <Stack>
        {back}
        {recipes.isError ? (
          <>
            <PageHeading title="Recipe" tabTitle="Recipe" />
            <ErrorState title="We couldn't load the recipe" onRetry={recipes.refetch} />
          </>
        ) : (
          <PageHeading title="Recipe not found" tabTitle="Recipe not found">
            This recipe may have been taken down, or its link was cut short. The other recipes are one tap away.
          </PageHeading>
        )}
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      <PageHeading title={recipe.title} tabTitle={recipe.title}>
        {recipe.description}
      </PageHeading>
      <OfflineNotice since={recipes.offlineSince} />
      <RecipeArticle recipe={recipe} />
    </Stack>
  );
}
