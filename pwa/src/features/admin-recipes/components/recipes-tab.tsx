import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Grid from '@mui/joy/Grid';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState } from 'react';
import type { Recipe } from '#shared/recipe';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { useAdminRecipes } from '../api';
import { AdminRecipeCard } from './admin-recipe-card';

export function RecipesTab({ onCreate, onEdit }: { onCreate: () => void; onEdit: (recipe: Recipe) => void }) {
  const recipes = useAdminRecipes();
  const remove = useAdminEdit();
  const [deleting, setDeleting] = useState<Recipe | null>(null);

  if (recipes.isPending) return <LoadingState text="Loading recipes..." />;
  if (recipes.isError) return <ErrorState title="Failed to fetch recipes" onRetry={recipes.refetch} />;
  if (recipes.data.length === 0) {
    return (
      <EmptyState
        title="No recipes yet"
        text="Create your first recipe to get started!"
        action={<Button onClick={onCreate}>Create Recipe</Button>}
      />
    );
  }
  return (
    <>
      <Grid container spacing={2}>
        {recipes.data.map((recipe) => (
          <Grid key={recipe.id} xs={12} sm={6} lg={4}>
            <AdminRecipeCard recipe={recipe} onEdit={() => onEdit(recipe)} onDelete={() => setDeleting(recipe)} />
          </Grid>
        ))}
      </Grid>
      <Modal open={deleting !== null} onClose={() => setDeleting(null)}>
        <ModalDialog role="alertdialog" aria-labelledby="delete-recipe-title">
          <DialogTitle id="delete-recipe-title">Delete this recipe?</DialogTitle>
          <DialogContent>"{deleting?.title}" and its comments will be gone for good.</DialogContent>
          <DialogActions>
            <Button
              color="danger"
              loading={remove.busy}
              onClick={() => {
                if (!deleting) return;
                setDeleting(null);
                void remove.edit({ kind: 'delete-recipe', id: deleting.id }, `Delete "${deleting.title}"`, {
                  done: ['Recipe Deleted', `"${deleting.title}" is gone.`],
                  failed: ['Deletion Failed', 'Failed to delete recipe.'],
                });
              }}
            >
              Delete
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
