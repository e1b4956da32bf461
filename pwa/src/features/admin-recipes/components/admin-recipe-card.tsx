import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Recipe } from '#shared/recipe';
import { DeleteIcon } from '../../../components/icons';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { countOf } from '../../../lib/format';

export function AdminRecipeCard(props: { recipe: Recipe; onEdit: () => void; onDelete: () => void }) {
  const { recipe } = props;
  const publish = useAdminEdit();
  const togglePublished = () => {
    const published = !recipe.published;
    void publish.edit(
      { kind: 'publish-recipe', id: recipe.id, published },
      `${published ? 'Publish' : 'Unpublish'} "${recipe.title}"`,
      {
        done: [published ? 'Recipe Published' : 'Recipe Unpublished', `"${recipe.title}"`],
        failed: ['Update Failed', 'Failed to update recipe status.'],
      },
    );
  };
  return (
    <Card variant="outlined" component="article" aria-label={recipe.title} sx={{ height: '100%' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
        <Typography level="title-lg" component="h3">
          {recipe.title}
        </Typography>
        <Chip size="sm" color={recipe.published ? 'success' : 'neutral'} variant="soft">
          {recipe.published ? 'Published' : 'Draft'}
        </Chip>
      </Stack>
      {recipe.featuredImageUrl && (
        <AspectRatio ratio="16/9" sx={{ borderRadius: 'md' }}>
          <img src={recipe.featuredImageUrl} alt="" loading="lazy" />
        </AspectRatio>
      )}
      {recipe.description && (
        <Typography
          level="body-sm"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {recipe.description}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        {recipe.prepTime !== null && <Typography level="body-xs">{recipe.prepTime}m prep</Typography>}
        {recipe.servings !== null && <Typography level="body-xs">{countOf(recipe.servings, 'serving')}</Typography>}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 'auto' }} alignItems="center">
        <Button size="sm" variant="outlined" onClick={props.onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant={recipe.published ? 'outlined' : 'solid'}
          loading={publish.busy}
          onClick={togglePublished}
        >
          {recipe.published ? 'Unpublish' : 'Publish'}
        </Button>
        <IconButton
          size="sm"
          color="danger"
          variant="plain"
          aria-label={`Delete ${recipe.title}`}
          onClick={props.onDelete}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Card>
  );
}
