import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Recipe } from '#shared/recipe';
import { CommentsTab } from '../../../features/admin-recipes/components/comments-tab';
import { RecipeDialog } from '../../../features/admin-recipes/components/recipe-dialog';
import { RecipesTab } from '../../../features/admin-recipes/components/recipes-tab';
import { AccessGate } from '../../../features/admin-session/components/access-gate';
import { AdminHeading } from './admin-heading';

export function AdminRecipesPage() {
  return (
    <AccessGate>
      <RecipesView />
    </AccessGate>
  );
}

/** No recipe open, a new one, or one being edited. */
type Editing = { recipe: Recipe | null } | null;

function RecipesView() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <Link component={RouterLink} to="/admin" level="body-sm">
        Back to Admin
      </Link>
      <AdminHeading
        title="Recipe Management"
        actions={<Button onClick={() => setEditing({ recipe: null })}>New Recipe</Button>}
      />
      <Tabs defaultValue="recipes" sx={{ bgcolor: 'transparent' }}>
        <TabList>
          <Tab value="recipes">Recipes</Tab>
          <Tab value="comments">Comments</Tab>
        </TabList>
        <TabPanel value="recipes" sx={{ px: 0 }}>
          <RecipesTab onCreate={() => setEditing({ recipe: null })} onEdit={(recipe) => setEditing({ recipe })} />
        </TabPanel>
        <TabPanel value="comments" sx={{ px: 0 }}>
          <CommentsTab />
        </TabPanel>
      </Tabs>
      {editing && <RecipeDialog recipe={editing.recipe} onClose={() => setEditing(null)} />}
    </>
  );
}
