import { bakery } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';
import { BareClockIcon, PinIcon } from '../../../components/bare-icons';
import './catalogue.css';

/**
 * The banner over the products (customer spec section 2): the owner's own message if she wrote
 * one, else whether orders are open; the pickup date while open; always the pickup address.
 */
export function StatusBanner({ settings }: { settings: PickupSettings }) {
  const custom = settings.bannerMessage.trim() && settings.bannerMessage !== bakery.defaultBannerMessage;
  const headline = custom
    ? settings.bannerMessage
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
    </div>
  );
}
