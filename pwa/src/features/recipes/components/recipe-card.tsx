import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Recipe } from '#shared/recipe';
import { recipePath } from '#shared/site-pages';
import { ClockIcon, PeopleIcon } from '../../../components/icons';
import { recipeImage } from '../recipe-image';
import { countOf } from '../../../lib/format';

export const difficultyColor = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const;

/** A recipe in the list; the whole card is the link to its page. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const image = recipeImage(recipe);
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { boxShadow: 'md' } }}>
      <AspectRatio ratio="4/3" sx={{ borderRadius: 'md' }}>
        <img src={image.src} alt={image.isPlaceholder ? '' : recipe.title} loading="lazy" />
      </AspectRatio>
      <CardContent sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to={recipePath(recipe.slug)}
          overlay
          underline="none"
          sx={{ textAlign: 'left', color: 'text.primary' }}
        >
          <Typography level="title-lg" component="h3">
            {recipe.title}
          </Typography>
        </Link>
        {recipe.description && (
          <Typography
            level="body-sm"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {recipe.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          {recipe.prepTime !== null && (
            <Typography level="body-xs" startDecorator={<ClockIcon fontSize="sm" />}>
              {recipe.prepTime} min prep
            </Typography>
          )}
          {recipe.servings !== null && (
            <Typography level="body-xs" startDecorator={<PeopleIcon fontSize="sm" />}>
              {countOf(recipe.servings, 'serving')}
            </Typography>
          )}
          <Chip size="sm" variant="soft" color={difficultyColor[recipe.difficulty]}>
            {recipe.difficulty}
          </Chip>
        </Stack>
        {recipe.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {recipe.tags.slice(0, 3).map((tag) => (
              <Chip key={tag} size="sm" variant="outlined">
                {tag}
              </Chip>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
