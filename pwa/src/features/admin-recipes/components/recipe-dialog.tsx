import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '#shared/recipe';
import { FeaturedImageField } from './featured-image-field';
import { RecipeFields } from './recipe-fields';
import { useOfflinePhoto, useRecipeForm } from './use-recipe-form';

const PhotoUploader = lazy(() => import('./photo-uploader'));

/**
 * 'Create New Recipe' or 'Edit Recipe'. The parent mounts it afresh each time it opens, so
 * closing always resets the form (docs/product.md).
 */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { offlinePhoto, photoProblem, keepPhotoForLater } = useOfflinePhoto();
  const { form, set, errorOf, unplaced, submit, saving } = useRecipeForm(recipe, offlinePhoto, onClose);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        aria-labelledby="recipe-dialog-title"
        sx={{ width: { xs: '100%', sm: 640 }, maxWidth: '100%', overflowY: 'auto' }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle id="recipe-dialog-title" component="h2">
          {recipe ? 'Edit Recipe' : 'Create New Recipe'}
        </DialogTitle>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="recipe-dialog-title">
          <DialogContent>
            <Stack spacing={2}>
              <RecipeFields form={form} set={set} errorOf={errorOf} />
              <FeaturedImageField
                preview={offlinePhoto?.preview ?? form.featuredImageUrl}
                offlinePhoto={offlinePhoto}
                problem={photoProblem ?? errorOf('featuredImageUrl')}
                onUpload={() => setUploading(true)}
                onPicked={(file) => void keepPhotoForLater(file)}
              />
            </Stack>
          </DialogContent>
          {unplaced && (
            <Typography color="danger" role="alert" sx={{ mt: 1 }}>
              {unplaced}
            </Typography>
          )}
          <DialogActions>
            <Button type="submit" loading={saving} disabled={!form.title.trim() || !form.content.trim()}>
              {recipe ? 'Update Recipe' : 'Create Recipe'}
            </Button>
            <Button variant="plain" color="neutral" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </form>
        {uploading && (
          <Suspense fallback={null}>
            <PhotoUploader
              open={uploading}
              onClose={() => setUploading(false)}
              onUploaded={(objectPath) => set('featuredImageUrl', objectPath)}
            />
          </Suspense>
        )}
      </ModalDialog>
    </Modal>
  );
}
