import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { difficulties, RECIPE_NUMBER_MAX } from '#shared/recipe';
import { FieldProblem } from '../../../components/field-problem';
import type { RecipeForm } from '../recipe-form';
import type { SetRecipeField } from './use-recipe-form';

interface RecipeFieldsProps {
  form: RecipeForm;
  set: SetRecipeField;
  errorOf: (key: keyof RecipeForm) => string | undefined;
}

/** The recipe's words and numbers: title, description, content, times, servings, difficulty, tags. */
export function RecipeFields({ form, set, errorOf }: RecipeFieldsProps) {
  const text = (key: 'title' | 'description' | 'content' | 'tags') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  return (
    <>
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
      <RecipeNumbers form={form} set={set} errorOf={errorOf} />
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
    </>
  );
}

/** Prep and cook time and servings, in one row on a wide screen. */
function RecipeNumbers({ form, set, errorOf }: RecipeFieldsProps) {
  // The bounds the shared schema holds the numbers to (recipe.ts), so the field says them too.
  const number = (key: 'prepTime' | 'cookTime' | 'servings') => ({
    type: 'number',
    slotProps: {
      input: { min: 0, max: RECIPE_NUMBER_MAX, step: 1, inputMode: 'numeric' as const, 'aria-invalid': !!errorOf(key) },
    },
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  return (
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
  );
}
