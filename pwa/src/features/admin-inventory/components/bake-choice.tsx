import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { pickupDateText } from '#shared/order-text';

/**
 * Which bake her list shows and sets (docs/orders.md, "Stock of a bake day"): the shop's, which
 * customers are buying now, or a later one she plans (next week's short bake, a holiday's big
 * one). `bakes` is the shop's first (comingBakeDays).
 */
export function BakeChoice(props: { bakes: readonly string[]; chosen: string; onChoose: (bake: string) => void }) {
  const { bakes, chosen, onChoose } = props;
  const [shop] = bakes;
  const title = (bake: string) => `${pickupDateText(bake)}${bake === shop ? ' (selling now)' : ''}`;
  return (
    <FormControl size="sm" sx={{ maxWidth: { md: 480 } }}>
      <FormLabel id="inventory-bake-label">Stock of the bake</FormLabel>
      <Select
        aria-labelledby="inventory-bake-label"
        value={chosen}
        onChange={(_event, value) => value && onChoose(value)}
      >
        {bakes.map((bake) => (
          <Option key={bake} value={bake}>
            {title(bake)}
          </Option>
        ))}
      </Select>
      <FormHelperText>
        {chosen === shop
          ? 'The stock customers are buying from now.'
          : `Planning ahead: the ${pickupDateText(chosen)} bake starts with the stock you set here. Products you leave start with their usual bake.`}
      </FormHelperText>
    </FormControl>
  );
}
