import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { bakery, type PickupLocation } from '#shared/bakery';
import { pickupDateText } from '#shared/order-text';
import type { PickupSettings } from '#shared/pickup-settings';

/** "3:00 PM" from "15:00". */
function clock(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Home pickup (the address and day the owner set) or the farmers market, each with its day. */
export function PickupChoice(props: {
  value: PickupLocation;
  settings: PickupSettings | undefined;
  onChange: (value: PickupLocation) => void;
}) {
  const address = props.settings?.pickupAddress || bakery.defaultPickupAddress;
  // The day the server will give the order (CONTRACT.md section 8), for either location.
  const next = props.settings?.nextPickupDates;
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
            {next ? `, ${pickupDateText(next.home)} after ${clock(props.settings!.pickupTime)}` : ''}
          </Typography>
        </Sheet>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Radio value="farmers-market" label="Farmers market" overlay />
          <Typography level="body-sm" sx={{ ml: 3.5 }}>
            {next ? `${pickupDateText(next['farmers-market'])}, ` : ''}
            {bakery.farmersMarket.label}
          </Typography>
        </Sheet>
      </RadioGroup>
    </FormControl>
  );
}
