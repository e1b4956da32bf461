import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export function DateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <Stack direction="row" spacing={1} alignItems="flex-end">
      <FormControl size="sm">
        <FormLabel>Filter by date</FormLabel>
        <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
      </FormControl>
      <Button size="sm" variant="outlined" color="neutral" disabled={!value} onClick={() => onChange('')}>
        Clear
      </Button>
    </Stack>
  );
}
