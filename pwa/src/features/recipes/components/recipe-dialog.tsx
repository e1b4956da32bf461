import AspectRatio from '@mui/joy/AspectRatio';
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Recipe } from '#shared/recipe';
import { recipeImage } from '../recipe-image';
import { contentLines } from '../recipe-text';
import { difficultyColor } from './recipe-card';
import { RecipeComments } from './recipe-comments';

const minutes = (value: number | null) => (value === null ? '—' : `${value} min`);

/** A recipe in full, with its questions and comments. */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  return (
    <Modal open={recipe !== null} onClose={onClose}>
      <ModalDialog
        layout="center"
        aria-labelledby="recipe-title"
        sx={{ width: { xs: '100%', md: 760 }, maxWidth: '100%', overflowY: 'auto' }}
      >
        <ModalClose aria-label="Close recipe" />
        {recipe && (
          <>
            <DialogTitle id="recipe-title" component="h2" level="h3">
              {recipe.title}
            </DialogTitle>
            <DialogContent>
              <Stack spacing={2}>
                <AspectRatio ratio="16/9" sx={{ borderRadius: 'md' }}>
                  <img src={recipeImage(recipe).src} alt={recipe.title} />
                </AspectRatio>
                {recipe.description && <Typography level="body-lg">{recipe.description}</Typography>}
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
                  <Chip variant="soft" color={difficultyColor[recipe.difficulty]} sx={{ alignSelf: 'center' }}>
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
                      <Typography key={index} level="title-lg" component="h3" sx={{ pt: 1 }}>
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
            </DialogContent>
          </>
        )}
      </ModalDialog>
    </Modal>
  );
}
