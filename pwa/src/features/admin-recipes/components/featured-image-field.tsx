import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useRef } from 'react';
import { useOnline } from '../../../lib/connectivity';
import type { OfflinePhoto } from './use-recipe-form';

interface FeaturedImageFieldProps {
  /** What shows: the photo picked offline, else the recipe's. */
  preview: string | null;
  offlinePhoto: OfflinePhoto | null;
  problem: string | undefined;
  /** Online: the uploader opens. */
  onUpload(): void;
  /** Offline: a photo picked from this device, kept for later. */
  onPicked(file: File | undefined): void;
}

/** The recipe's photo: what it is now, and a button to upload one (or, offline, to keep one for later). */
export function FeaturedImageField({ preview, offlinePhoto, problem, onUpload, onPicked }: FeaturedImageFieldProps) {
  const online = useOnline();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      <Typography level="title-sm" component="p">
        Featured Image
      </Typography>
      {preview && (
        <AspectRatio ratio="16/9" sx={{ maxWidth: 320, borderRadius: 'md' }}>
          <img src={preview} alt="Featured recipe photo" />
        </AspectRatio>
      )}
      {offlinePhoto && (
        <Typography level="body-sm">
          {online
            ? 'Chosen while offline: it uploads when you save the recipe.'
            : "Kept on this device: it uploads when you're back online."}
        </Typography>
      )}
      {problem && (
        <Typography level="body-sm" color="danger" role="alert">
          {problem}
        </Typography>
      )}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => (online ? onUpload() : picker.current?.click())}
      >
        {preview ? 'Change Photo' : 'Upload Photo'}
      </Button>
      <input
        ref={picker}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-label="Choose a recipe photo"
        onChange={(event) => onPicked(event.target.files?.[0])}
      />
    </Stack>
  );
}
