import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

/** A number the owner checks at a glance: total orders, revenue, pending reviews. */
export function StatCard({ label, value, decorator }: { label: string; value: ReactNode; decorator?: ReactNode }) {
  return (
    <Card variant="soft" size="sm" sx={{ height: '100%' }}>
      <Typography level="body-sm">{label}</Typography>
      <Typography level="h3" component="p" endDecorator={decorator}>
        {value}
      </Typography>
    </Card>
  );
}
