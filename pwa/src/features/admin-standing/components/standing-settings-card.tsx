import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { StandingSettings } from '#shared/standing-orders';
import { Checkbox } from '../../../components/checkbox';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { usePlaceChoices } from '../../../lib/her-places';

const capText = (cap: number | null) => (cap === null ? '' : String(cap));
const capOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Her rules of standing orders (docs/standing-orders.md): which products a regular may have
 * every week, whether a request is approved by itself, and how many standing orders each pickup
 * takes. Saved as one edit, queued like every other.
 */
export function StandingSettingsCard({
  settings,
  products,
}: {
  settings: StandingSettings;
  products: readonly { id: string; name: string }[];
}) {
  const [chosen, setChosen] = useState(() => new Set(settings.products));
  const [autoApprove, setAutoApprove] = useState(settings.autoApprove);
  // Her places taking orders, each with its cap as she types it.
  const places = usePlaceChoices();
  const [caps, setCaps] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(settings.perPickup).map(([id, cap]) => [id, capText(cap ?? null)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { edit, busy } = useAdminEdit();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  async function save() {
    setProblem(null);
    const outcome = await edit(
      {
        kind: 'save-standing-settings',
        products: products.filter((product) => chosen.has(product.id)).map((product) => product.id),
        autoApprove,
        perPickup: Object.fromEntries(places.map((place) => [place.id, capOf(caps[place.id] ?? '')])),
      },
      'Rules of standing orders',
      {
        done: ['Settings Updated', 'Standing orders follow your new rules.'],
        failed: ['Update Failed', ''],
        inForm: true,
      },
    );
    if (outcome.kind === 'invalid') setProblem(outcome.error);
  }
  return (
    <Card
      variant="outlined"
      component="form"
      aria-label="Rules of standing orders"
      onSubmit={(event) => (event.preventDefault(), void save())}
    >
      <Typography level="title-lg" component="h2">
        Rules
      </Typography>
      <Typography level="title-sm" id="standing-products-label">
        Products a regular may have every week
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={1.5} role="group" aria-labelledby="standing-products-label">
        {products.map((product) => (
          <Checkbox
            key={product.id}
            label={product.name}
            checked={chosen.has(product.id)}
            onChange={(event) => toggle(product.id, event.target.checked)}
          />
        ))}
      </Stack>
      <FormControl orientation="horizontal" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Switch checked={autoApprove} onChange={(event) => setAutoApprove(event.target.checked)} />
        <FormLabel>Approve requests by themselves (while a pickup has room)</FormLabel>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        {places.map((place) => (
          <FormControl key={place.id}>
            <FormLabel>{takesLabel(place)}</FormLabel>
            <Input
              type="number"
              value={caps[place.id] ?? ''}
              endDecorator="standing orders"
              onChange={(event) => setCaps({ ...caps, [place.id]: event.target.value })}
              slotProps={{ input: { min: 0, max: 500, inputMode: 'numeric' } }}
            />
            <FormHelperText>Empty: no limit.</FormHelperText>
          </FormControl>
        ))}
      </Stack>
      {problem && (
        <Alert color="danger" role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        Save rules
      </Button>
    </Card>
  );
}

/** "Home pickup takes", "The market takes", "Bogert Market takes". */
function takesLabel(place: { kind: string; label: string }): string {
  if (place.kind === 'door') return 'Home pickup takes';
  return place.label === 'Market' ? 'The market takes' : `${place.label} takes`;
}
