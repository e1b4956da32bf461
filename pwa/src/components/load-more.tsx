import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { pageSizeOf, usePageSizes } from '../lib/page-size';

/** Under one of the owner's paged lists: shown while the page is full, it asks for the next. */
export function LoadMore({ queryKey, shown }: { queryKey: readonly string[]; shown: number }) {
  const queryClient = useQueryClient();
  const more = usePageSizes((state) => state.more);
  if (shown < pageSizeOf(queryKey)) return null;
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        onClick={() => {
          more(queryKey);
          void queryClient.invalidateQueries({ queryKey });
        }}
      >
        Load more
      </Button>
    </Stack>
  );
}
