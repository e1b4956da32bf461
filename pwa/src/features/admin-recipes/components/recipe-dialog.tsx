import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { difficulties, RECIPE_NUMBER_MAX, type Recipe } from '#shared/recipe';
import { FieldProblem } from '../../../components/field-problem';
import { keepFile } from '../../../db/files';
import { useOnline } from '../../../lib/connectivity';
import { fieldError, fieldErrorsOf, formError, withoutField, type FieldErrors } from '../../../lib/field-errors';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import { MAX_PHOTO_BYTES } from '../photo-limits';
import { emptyRecipeForm, formFromRecipe, inputFromForm, type RecipeForm } from '../recipe-form';

const PhotoUploader = lazy(() => import('./photo-uploader'));

/**
 * 'Create New Recipe' or 'Edit Recipe'. The parent mounts it afresh each time it opens, so
 * closing always resets the form (docs/product.md).
 */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const [form, setForm] = useState<RecipeForm>(recipe ? formFromRecipe(recipe) : emptyRecipeForm);
  const [uploading, setUploading] = useState(false);
  const [offlinePhoto, setOfflinePhoto] = useState<{ fileId: string; preview: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const online = useOnline();
  const save = useAdminEdit();
  const attach = useAdminEdit();
  const picker = useRef<HTMLInputElement>(null);
  /** What the shared schema or the server said of her fields: shown under each, the form kept. */
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A create the server refused: kept in the outbox until this form's fixed copy replaces it. */
  const [refused, setRefused] = useState<{ seq: number; id: string } | null>(null);
  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => {
    setForm({ ...form, [key]: value });
    setErrors((shown) => withoutField(shown, key));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputFromForm(form);
    // A client-made id lets a create sent twice (a lost answer, an offline replay) land once.
    const id = recipe?.id ?? refused?.id ?? crypto.randomUUID();
    const description = `${recipe ? 'Update' : 'Create'} "${input.title}"`;
    const outcome = recipe
      ? await save.edit({ kind: 'update-recipe', ...input, id }, description, undefined, refused?.seq)
      : await save.edit({ kind: 'create-recipe', ...input, id }, description, undefined, refused?.seq);
    reportOutcome(
      outcome,
      description,
      {
        done: recipe
          ? ['Recipe Updated', `"${input.title}" is saved.`]
          : ['Recipe Created', `"${input.title}" is saved as a draft.`],
        failed: recipe
          ? ['Update Failed', 'Failed to update recipe.']
          : ['Creation Failed', 'Failed to create recipe.'],
      },
      { inForm: true },
    );
    // Refused here or by the server: everything she typed stays, and the field is marked.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setErrors(fieldErrorsOf(outcome.issues ?? [{ path: '', message: outcome.error }]));
      if (outcome.kind === 'refused') setRefused({ seq: outcome.seq, id });
      return;
    }
    if (offlinePhoto)
      void attach.edit(
        { kind: 'attach-photo', recipeId: id, fileId: offlinePhoto.fileId },
        `Photo for "${input.title}"`,
      );
    onClose();
  }

  /** Offline, a photo is kept on this device and uploaded by the outbox on reconnect. */
  async function keepPhotoForLater(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setPhotoProblem('Photos can be at most 10 MB');
    if (!/^image\/(jpeg|png|webp|avif)$/.test(file.type))
      return setPhotoProblem('Photos must be JPEG, PNG, WebP or AVIF images');
    setPhotoProblem(null);
    setOfflinePhoto({ fileId: await keepFile(file), preview: URL.createObjectURL(file) });
  }

  const saving = save.busy;
  const preview = offlinePhoto?.preview ?? form.featuredImageUrl;

  const text = (key: 'title' | 'description' | 'content' | 'tags') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  // The bounds the shared schema holds the numbers to (recipe.ts), so the field says them too.
  const number = (key: 'prepTime' | 'cookTime' | 'servings') => ({
    type: 'number',
    slotProps: {
      input: { min: 0, max: RECIPE_NUMBER_MAX, step: 1, inputMode: 'numeric' as const, 'aria-invalid': !!errorOf(key) },
    },
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const errorOf = (key: keyof RecipeForm) => fieldError(errors, key);
  const unplaced = formError(errors, Object.keys(emptyRecipeForm));

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
              <FormControl required error={!!errorOf('title')}>
                <FormLabel>Recipe Title</FormLabel>
                <Input name="title" {...text('title')} />
                <FieldProblem text={errorOf('title')} />
              </FormControl>
              <FormControl error={!!errorOf('description')}>
                <FormLabel>Short Description</FormLabel>
                <Textarea name="description" minRows={2} {...text('description')} />
                <FieldProblem text={errorOf('description')} />
              </FormControl>
              <FormControl required error={!!errorOf('content')}>
                <FormLabel>Recipe Content</FormLabel>
                <Textarea
                  name="content"
                  minRows={8}
                  placeholder={'Ingredients:\n...\n\nInstructions:\n...'}
                  {...text('content')}
                />
                <FieldProblem text={errorOf('content')} />
              </FormControl>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormControl sx={{ flex: 1 }} error={!!errorOf('prepTime')}>
                  <FormLabel>Prep Time (minutes)</FormLabel>
                  <Input name="prepTime" {...number('prepTime')} />
                  <FieldProblem text={errorOf('prepTime')} />
                </FormControl>
                <FormControl sx={{ flex: 1 }} error={!!errorOf('cookTime')}>
                  <FormLabel>Cook Time (minutes)</FormLabel>
                  <Input name="cookTime" {...number('cookTime')} />
                  <FieldProblem text={errorOf('cookTime')} />
                </FormControl>
                <FormControl sx={{ flex: 1 }} error={!!errorOf('servings')}>
                  <FormLabel>Servings</FormLabel>
                  <Input name="servings" {...number('servings')} />
                  <FieldProblem text={errorOf('servings')} />
                </FormControl>
              </Stack>
              <FormControl>
                <FormLabel id="difficulty-label">Difficulty</FormLabel>
                <Select
                  value={form.difficulty}
                  onChange={(_event, value) => value && set('difficulty', value)}
                  slotProps={{ button: { 'aria-labelledby': 'difficulty-label' } }}
                >
                  {difficulties.map((difficulty) => (
                    <Option key={difficulty} value={difficulty}>
                      {difficulty}
                    </Option>
                  ))}
                </Select>
              </FormControl>
              <FormControl error={!!errorOf('tags')}>
                <FormLabel>Tags (comma-separated)</FormLabel>
                <Input name="tags" placeholder="bread, vegan, weekend" {...text('tags')} />
                <FieldProblem text={errorOf('tags')} />
              </FormControl>
              <Stack spacing={1}>
                <Typography level="title-sm" component="p">
                  Featured Image
                </Typography>
                {preview && (
                  <AspectRatio ratio="16/9" sx={{ maxWidth: 320, borderRadius: 'md' }}>
                    <img src={preview} alt="Featured recipe photo" />
                  </AspectRatio>
                )}
                {offlinePhoto && (
                  <Typography level="body-sm">
                    {online
                      ? 'Chosen while offline: it uploads when you save the recipe.'
                      : "Kept on this device: it uploads when you're back online."}
                  </Typography>
                )}
                {(photoProblem ?? errorOf('featuredImageUrl')) && (
                  <Typography level="body-sm" color="danger" role="alert">
                    {photoProblem ?? errorOf('featuredImageUrl')}
                  </Typography>
                )}
                <Button
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => (online ? setUploading(true) : picker.current?.click())}
                >
                  {preview ? 'Change Photo' : 'Upload Photo'}
                </Button>
                <input
                  ref={picker}
                  type="file"
                  hidden
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-label="Choose a recipe photo"
                  onChange={(event) => void keepPhotoForLater(event.target.files?.[0])}
                />
              </Stack>
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
