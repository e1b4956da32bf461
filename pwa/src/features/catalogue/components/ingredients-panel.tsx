import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';

/** The collapsible 'View Ingredients & Allergens' section of a product card. */
export function IngredientsPanel({ ingredients, allergens }: { ingredients: string | null; allergens: string[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <Button
        variant="plain"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        sx={{ px: 0.5 }}
      >
        {open ? 'Hide Ingredients & Allergens' : 'View Ingredients & Allergens'}
      </Button>
      <Box id={panelId} hidden={!open} sx={{ pt: 0.5 }}>
        {ingredients ? (
          <>
            <Typography level="body-sm">
              <strong>Ingredients:</strong> {ingredients}
            </Typography>
            <Typography level="body-sm" sx={{ mt: 0.5 }}>
              <strong>Allergens:</strong> {allergens.length > 0 ? allergens.join(', ') : 'none listed'}
            </Typography>
          </>
        ) : (
          <Typography level="body-sm">Ingredients coming soon.</Typography>
        )}
      </Box>
    </Box>
  );
}
