import { useState, type FormEvent } from 'react';
import type { Recipe } from '#shared/recipe';
import { keepFile } from '../../../db/files';
import { fieldError, fieldErrorsOf, formError, withoutField, type FieldErrors } from '../../../lib/field-errors';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';
import { MAX_PHOTO_BYTES } from '../photo-limits';
import { emptyRecipeForm, formFromRecipe, inputFromForm, type RecipeForm } from '../recipe-form';

/** A photo picked offline: kept on this device (its id there) and shown from memory until it uploads. */
export interface OfflinePhoto {
  fileId: string;
  preview: string;
}

export type SetRecipeField = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => void;

/**
 * The recipe dialog's form: what she typed, the problems by field (what the shared schema or the
 * server said: shown under each, the form kept), and the save, which sends the recipe and then
 * the photo she picked offline. `recipe` null: a new one.
 */
export function useRecipeForm(recipe: Recipe | null, offlinePhoto: OfflinePhoto | null, onSaved: () => void) {
  const [form, setForm] = useState<RecipeForm>(recipe ? formFromRecipe(recipe) : emptyRecipeForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A create the server refused: kept in the outbox until this form's fixed copy replaces it. */
  const [refused, setRefused] = useState<{ seq: number; id: string } | null>(null);
  const save = useAdminEdit();
  const attach = useAdminEdit();
  const set: SetRecipeField = (key, value) => {
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
    onSaved();
  }

  return {
    form,
    set,
    errorOf: (key: keyof RecipeForm) => fieldError(errors, key),
    /** A problem that names none of the fields: said above the buttons. */
    unplaced: formError(errors, Object.keys(emptyRecipeForm)),
    submit,
    saving: save.busy,
  };
}

/** Offline, a photo is kept on this device and uploaded by the outbox on reconnect. */
export function useOfflinePhoto() {
  const [offlinePhoto, setOfflinePhoto] = useState<OfflinePhoto | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);

  async function keepPhotoForLater(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setPhotoProblem('Photos can be at most 10 MB');
    if (!/^image\/(jpeg|png|webp|avif)$/.test(file.type))
      return setPhotoProblem('Photos must be JPEG, PNG, WebP or AVIF images');
    setPhotoProblem(null);
    setOfflinePhoto({ fileId: await keepFile(file), preview: URL.createObjectURL(file) });
  }

  return { offlinePhoto, photoProblem, keepPhotoForLater };
}
