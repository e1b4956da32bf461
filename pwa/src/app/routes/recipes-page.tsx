import { RecipeList } from '../../features/recipes/components/recipe-list';
import { PageHeading } from './page-heading';

export function RecipesPage() {
  return (
    <>
      <PageHeading title="Gluten-Free Recipes" tabTitle="Recipes">
        Bakes from our kitchen to yours. Ask us anything under a recipe.
      </PageHeading>
      <RecipeList />
    </>
  );
}
