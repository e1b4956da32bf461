import { bakery } from '#shared/bakery';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { ALL_PICKUPS_FULL, fullPickupsText, NEXT_PICKUPS_OPEN_LATER } from '#shared/pickup-text';
import { BareClockIcon, PinIcon } from '../../../components/bare-icons';
import './catalogue.css';

/**
 * The banner over the products (docs/product.md, "The shop's screens"): the owner's own message if she wrote
 * one, else whether orders are open; the pickup date while open; always the pickup address;
 * and, while a next pickup is full, which one and where there is still room.
 */
export function StatusBanner({ settings }: { settings: PublicPickupSettings }) {
  const custom = settings.bannerMessage.trim() && settings.bannerMessage !== bakery.defaultBannerMessage;
  // A full pickup is said here, before the cart: which one, and which still has room.
  const pickups = settings.nextPickups ?? [];
  const full = settings.ordersOpen ? fullPickupsText(pickups, settings) : null;
  const allFull = full !== null && pickups.every((pickup) => pickup.full);
  const headline = custom
    ? settings.bannerMessage
    : allFull
      ? ALL_PICKUPS_FULL
      : settings.ordersOpen
        ? bakery.defaultBannerMessage
        : 'Orders are currently closed';
  // An alert, as Joy's Alert was: a change of the ordering status is announced.
  return (
    <div
      role="alert"
      aria-label="Ordering status"
      className={settings.ordersOpen ? 'ordering-banner' : 'ordering-banner ordering-banner-closed'}
    >
      <p className="ordering-banner-headline">{headline}</p>
      {settings.ordersOpen && settings.pickupDate && (
        <p className="ordering-banner-line">
          <BareClockIcon />
          Pickup: {settings.pickupDate}
        </p>
      )}
      <p className="ordering-banner-line">
        <PinIcon />
        {settings.pickupAddress || bakery.defaultPickupAddress}
      </p>
      {full && <p className="ordering-banner-line ordering-banner-full">{allFull ? NEXT_PICKUPS_OPEN_LATER : full}</p>}
    </div>
  );
}
