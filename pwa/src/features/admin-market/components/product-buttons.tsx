import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { formatDollars } from '#shared/money';
import type { StallButton } from '../stall-lines';

/**
 * The stall's products, one large button per product and flavor on the table (two a row on a
 * phone): its name, price and what is left, and how many the sale being rung up holds. A tap adds
 * one; a product with none left is shown, and cannot be tapped.
 */
export function ProductButtons({
  buttons,
  onAdd,
}: {
  buttons: readonly StallButton[];
  onAdd: (button: StallButton) => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Products on the table"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        gap: 1,
      }}
    >
      {buttons.map((button) => {
        const label = button.flavorName ? `${button.name} (${button.flavorName})` : button.name;
        return (
          <Button
            key={`${button.product}:${button.flavor ?? ''}`}
            variant={button.inSale > 0 ? 'solid' : 'outlined'}
            color="primary"
            disabled={button.left === 0}
            aria-label={`${label}, ${button.left === 0 ? 'none left' : `${button.left} left`}${button.inSale ? `, ${button.inSale} in this sale` : ''}`}
            onClick={() => onAdd(button)}
            sx={{
              minHeight: 96,
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              gap: 0.25,
              p: 1.25,
            }}
          >
            <Typography level="title-md" textColor="inherit" sx={{ lineHeight: 1.2 }}>
              {button.name}
            </Typography>
            {button.flavorName && (
              <Typography level="body-sm" textColor="inherit">
                {button.flavorName}
              </Typography>
            )}
            <Stack direction="row" justifyContent="space-between" sx={{ width: '100%', mt: 'auto' }}>
              <Typography level="body-sm" textColor="inherit">
                {button.unitCents === null ? 'No price' : formatDollars(button.unitCents)}
              </Typography>
              <Typography level="body-sm" textColor="inherit" fontWeight="lg">
                {button.left === 0 ? 'none left' : `${button.left} left`}
              </Typography>
            </Stack>
            {/* A line of its own, kept when empty, so a tap never moves the buttons. */}
            <Typography level="body-sm" textColor="inherit" fontWeight="lg" sx={{ minHeight: '1lh' }}>
              {button.inSale > 0 ? `${button.inSale} in this sale` : ''}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}
