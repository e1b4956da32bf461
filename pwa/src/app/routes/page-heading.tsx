import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

/** The h1 and the browser tab title of a page. */
export function PageHeading({ title, tabTitle, children }: { title: string; tabTitle: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${tabTitle} · Bridger Gluten-Free Bakery`}</title>
      <Typography level="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, pt: { xs: 3, md: 5 }, pb: 1 }}>
        {title}
      </Typography>
      {children && (
        <Typography level="body-lg" sx={{ color: 'text.secondary', mb: 3 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
