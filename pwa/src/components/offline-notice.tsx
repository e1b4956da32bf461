import Typography from '@mui/joy/Typography';

const timeFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The quiet line under a list shown from this device's saved copy. */
export function OfflineNotice({ since }: { since: number | null }) {
  if (since === null) return null;
  return (
    <Typography level="body-sm" role="status" sx={{ color: 'text.secondary', my: 1 }}>
      Offline: showing what you saw at {timeFormat.format(new Date(since))}
    </Typography>
  );
}
