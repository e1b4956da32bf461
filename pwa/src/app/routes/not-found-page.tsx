import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack spacing={2} alignItems="center" sx={{ py: 8, textAlign: 'center' }}>
      <title>Page not found · Bridger Gluten-Free Bakery</title>
      <Typography level="h1">404 Page Not Found</Typography>
      <Typography level="body-lg">Did you forget to add the page to the router?</Typography>
      <Button component={RouterLink} to="/">
        Back to the bakery
      </Button>
    </Stack>
  );
}
