import AspectRatio from '@mui/joy/AspectRatio';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Recipe } from '#shared/recipe';
import { contentLines } from '#shared/recipe-text';
import { recipeImage } from '../recipe-image';
import { difficultyColor } from './recipe-card';
import { RecipeComments } from './recipe-comments';

const minutes = (value: number | null) => (value === null ? '—' : `${value} min`);

/** A recipe in full under its page's heading: photo, times, the text, then questions and comments. */
export function RecipeArticle({ recipe }: { recipe: Recipe }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <AspectRatio ratio="16/9" sx={{ borderRadius: 'md' }}>
        <img src={recipeImage(recipe).src} alt={recipe.title} />
      </AspectRatio>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {/* A definition list holds only its terms and values: the difficulty chip is beside it. */}
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" component="dl" sx={{ m: 0 }}>
          {[
            ['Prep time', minutes(recipe.prepTime)],
            ['Cook time', minutes(recipe.cookTime)],
            ['Servings', recipe.servings ?? '—'],
          ].map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" level="body-xs">
                {term}
              </Typography>
              <Typography component="dd" level="title-sm" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
        <Chip variant="soft" color={difficultyColor[recipe.difficulty]}>
          {recipe.difficulty}
        </Chip>
      </Stack>
      {recipe.tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {recipe.tags.map((tag) => (
            <Chip key={tag} size="sm" variant="outlined">
              {tag}
            </Chip>
          ))}
        </Stack>
      )}
      <Stack spacing={0.75} component="section" aria-label="Recipe">
        {contentLines(recipe.content).map((line, index) =>
          line.kind === 'heading' ? (
            <Typography key={index} level="title-lg" component="h2" sx={{ pt: 1 }}>
              {line.text}
            </Typography>
          ) : (
            <Typography key={index} level="body-md">
              {line.text}
            </Typography>
          ),
        )}
      </Stack>
      <Divider />
      <RecipeComments recipeId={recipe.id} />
    </Stack>
  );
}
