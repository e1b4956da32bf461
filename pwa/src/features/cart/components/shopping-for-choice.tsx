import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { useEffect } from 'react';
import { pickupDateText } from '#shared/order-text';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { placeRecordOf } from '#shared/places';
import { callApi } from '../../../lib/calls';
import { bakeStockKeys } from '../../../lib/query-keys';
import { useCheckoutForm } from '../checkout-form';
import { nextBakesOf, otherBakeOf, useShoppingFor } from '../shopping-for';

/** A bake's pickups as she reads them: "Friday, December 4 at Home pickup". */
function pickupsOfBake(settings: PublicPickupSettings, bake: string) {
  return settings.nextPickups
    .filter((pickup) => pickup.bakeDay === bake)
    .sort((a, b) => a.pickupDate.localeCompare(b.pickupDate))
    .map((pickup) => ({
      place: pickup.pickupLocation,
      text: `${pickupDateText(pickup.pickupDate)} at ${placeRecordOf(pickup.pickupLocation, settings).name}`,
    }));
}

/**
 * "Shopping for" (docs/orders.md, "Shopping for a pickup"): where her places' next pickups are
 * baked on more than one day, she chooses which pickups she shops for. The shop's bake is the
 * soonest; another's counts are read here (when chosen, after each of her holds, and after
 * every live count: sync/bake-counts-again.ts) and shown on the cards, her holds are decided on
 * it, and her checkout starts at its first pickup.
 */
export function ShoppingForChoice({
  settings,
  shopBake,
}: {
  settings: PublicPickupSettings;
  /** The bake the shop's counts are of (the catalogue's `bakeDay`). */
  shopBake: string | null;
}) {
  const chosen = useShoppingFor((state) => state.bake);
  const choose = useShoppingFor((state) => state.choose);
  const counted = useShoppingFor((state) => state.counted);
  const other = otherBakeOf(chosen, settings, shopBake);
  const free = useQuery({
    queryKey: bakeStockKeys.of(other ?? '', 'shop'),
    queryFn: () => callApi('shop.bake-stock', { params: { bakeDay: other! } }),
    enabled: other !== null,
  });
  useEffect(() => {
    if (other && free.data) counted(other, Object.fromEntries(free.data.map((item) => [item.id, item.free])));
  }, [other, free.data, counted]);

  const bakes = nextBakesOf(settings).map((bake) => ({ bake, pickups: pickupsOfBake(settings, bake) }));
  const current = other ?? shopBake;
  function onChoose(bake: string) {
    choose(bake === shopBake ? null : bake);
    // Her checkout starts at a pickup of that bake, unless she chose one of its pickups already.
    const pickups = bakes.find((each) => each.bake === bake)?.pickups ?? [];
    const form = useCheckoutForm.getState();
    if (pickups.length > 0 && !pickups.some((pickup) => pickup.place === form.pickupLocation)) {
      form.set('pickupLocation', pickups[0]!.place);
      form.set('pickupSlot', '');
    }
  }
  return (
    <FormControl className="shopping-for">
      <FormLabel id="shopping-for-label">Shopping for</FormLabel>
      <RadioGroup
        aria-labelledby="shopping-for-label"
        value={current}
        onChange={(event) => onChoose(event.target.value)}
      >
        {bakes.map(({ bake, pickups }) => (
          <Radio key={bake} value={bake} label={pickups.map((pickup) => pickup.text).join(' · ')} />
        ))}
      </RadioGroup>
      <FormHelperText>
        {other && free.isError
          ? "We couldn't read what that pickup has left: the cards show the soonest pickup's for now."
          : 'What each card has left is for the pickups you choose here.'}
      </FormHelperText>
    </FormControl>
  );
}
