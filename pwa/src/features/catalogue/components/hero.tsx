import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export function Hero() {
  return (
    <Box component="header" sx={{ textAlign: 'center', pt: { xs: 3, md: 5 }, pb: { xs: 2, md: 3 } }}>
      <Typography level="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Fresh Gluten-Free Goods
      </Typography>
      <Typography level="body-lg" sx={{ mt: 1, color: 'text.secondary' }}>
        Handcrafted with love in our Montana kitchen.
      </Typography>
    </Box>
  );
}
