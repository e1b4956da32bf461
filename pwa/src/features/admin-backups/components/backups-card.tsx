import type { ReactNode } from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useBackupStatus } from '../api';
import { backupWords, type BackupWords } from '../backup-words';

/**
 * Are her orders safe: when the server last took a backup that restored whole, and, in red,
 * a backup that failed its check (docs/operations.md, "Backups").
 */
export function BackupsCard() {
  const status = useBackupStatus();
  if (status.isPending) return <BackupsFrame tone="neutral" headline="Reading the backups..." lines={[]} />;
  if (status.isError) {
    return (
      <BackupsFrame tone="warning" headline="Could not read the backups" lines={['The server did not answer.']}>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </BackupsFrame>
    );
  }
  return <BackupsFrame {...backupWords(status.data)} />;
}

function BackupsFrame({ tone, headline, lines, children }: BackupWords & { children?: ReactNode }) {
  return (
    <Card
      variant={tone === 'neutral' ? 'outlined' : 'soft'}
      color={tone}
      component="section"
      aria-labelledby="backups-title"
      role={tone === 'danger' ? 'alert' : undefined}
    >
      <Typography level="title-md" component="h2" id="backups-title">
        Backups
      </Typography>
      <Typography level="title-sm" component="p">
        {headline}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {children}
    </Card>
  );
}
