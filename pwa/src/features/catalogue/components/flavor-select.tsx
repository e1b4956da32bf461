import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { useId } from 'react';
import type { FlavorMap } from '#shared/flavors';

/**
 * The flavor choice of focaccia and bagels, each with its own price. Radios rather than a
 * drop-down: three choices a tap away on a phone, all prices visible at once.
 */
export function FlavorSelect(props: {
  productName: string;
  flavors: FlavorMap;
  basePrice: string | null;
  value: string;
  onChange: (flavor: string) => void;
}) {
  const labelId = useId();
  return (
    <FormControl size="sm">
      <FormLabel id={labelId}>Flavor</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-label={`${props.productName} flavor`}
        name={`${props.productName}-flavor`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        size="sm"
        sx={{ gap: 0.75 }}
      >
        {Object.entries(props.flavors).map(([key, flavor]) => (
          <Radio key={key} value={key} label={`${flavor.name} · $${flavor.price ?? props.basePrice}`} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
