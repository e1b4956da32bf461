import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { bakery, type PickupLocation } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';

/** Home pickup (the address and day the owner set) or the farmers market. */
export function PickupChoice(props: {
  value: PickupLocation;
  settings: PickupSettings | undefined;
  onChange: (value: PickupLocation) => void;
}) {
  const address = props.settings?.pickupAddress || bakery.defaultPickupAddress;
  return (
    <FormControl required>
      <FormLabel id="pickup-label">Pickup</FormLabel>
      <RadioGroup
        name="pickupLocation"
        aria-labelledby="pickup-label"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as PickupLocation)}
        sx={{ gap: 1 }}
      >
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Radio value="home" label="Home pickup" overlay />
          <Typography level="body-sm" sx={{ ml: 3.5 }}>
            {address}
            {props.settings?.pickupDate ? `, ${props.settings.pickupDate}` : ''}
          </Typography>
        </Sheet>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Radio value="farmers-market" label="Farmers market" overlay />
          <Typography level="body-sm" sx={{ ml: 3.5 }}>
            {bakery.farmersMarket.label}
          </Typography>
        </Sheet>
      </RadioGroup>
    </FormControl>
  );
}
