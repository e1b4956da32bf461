import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router-dom';
import kitchen from '../../assets/baker-kitchen.svg';
import { PageHeading } from './page-heading';

export function AboutPage() {
  return (
    <>
      <PageHeading title="About the Baker" tabTitle="About" />
      <Grid container spacing={4} alignItems="center">
        <Grid xs={12} md={6}>
          <Stack spacing={2}>
            <Typography level="body-lg">
              Hi, I'm Kate. When I was diagnosed with celiac disease, the bread aisle turned into a row of crumbly,
              expensive disappointments. So I started baking in my own Bozeman kitchen, and kept at it until the
              focaccia was crisp, the bagels were chewy and the scones tasted like scones.
            </Typography>
            <Typography level="body-lg">
              Everything here is baked to order in small batches, with a gluten-free flour blend I mix myself. Pick up
              at my home on baking day, or find me at the farmers market on Saturday mornings.
            </Typography>
            <Typography level="body-lg">
              Thank you for supporting a small kitchen, and for sharing a loaf with someone who misses bread.
            </Typography>
            <Button component={RouterLink} to="/" size="lg" sx={{ alignSelf: 'flex-start' }}>
              See this week's bakes
            </Button>
          </Stack>
        </Grid>
        <Grid xs={12} md={6}>
          <AspectRatio ratio="3/2" sx={{ borderRadius: 'lg' }}>
            <img src={kitchen} alt="Fresh loaves cooling on the counter of the bakery's home kitchen" />
          </AspectRatio>
        </Grid>
      </Grid>
    </>
  );
}
