import { Link } from 'react-router-dom';
import { bakery, contactEmailOf } from '#shared/bakery';
import { weekdays } from '#shared/weekdays';
import { clockText } from '#shared/pickup-text';
import { placeText } from '#shared/place-words';
import { placeRecordsOf, windowsOf } from '#shared/places';
import { usePickupSettings } from '../../features/catalogue/api';
import './site.css';

/** Contact (the bakery's settings' address), pickup and payment, the Local Food Choice Act notice, and the way to the admin. */
export function SiteFooter() {
  const pickupSettings = usePickupSettings();
  const settings = pickupSettings.data;
  const places = settings ?? {};
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        <div>
          <h2>Contact</h2>
          {/* The address the bakery's settings name, once they are here (the built-in one only if they cannot come). */}
          {settings || pickupSettings.isError ? (
            <a href={`mailto:${contactEmailOf(settings)}`}>{contactEmailOf(settings)}</a>
          ) : (
            <span className="site-footer-placeholder" role="status" aria-label="Loading the contact address" />
          )}
        </div>
        <div>
          <h2>Pickup</h2>
          <p>{settings?.pickupAddress || bakery.defaultPickupAddress}</p>
          {/* The real day or nothing: while loading a placeholder of its size, never a made-up date. */}
          {settings ? (
            <p data-testid="footer-pickup-date">{settings.pickupDate}</p>
          ) : pickupSettings.isError ? (
            <p data-testid="footer-pickup-date">Pickup day: see the order page when you're online</p>
          ) : (
            <span className="site-footer-placeholder" role="status" aria-label="Loading the pickup day" />
          )}
          {/* Her other places, each with its weekly day and hours (before the settings come: the market, as always). */}
          {placeRecordsOf(places)
            .filter((place) => place.active && place.kind !== 'door')
            .map((place) => (
              <p key={place.id}>
                Or at {placeText(place.id, places)}
                {settings &&
                  `, ${windowsOf(place)
                    .map(
                      (window) =>
                        `${weekdays[window.weekday]}s ${clockText(window.from)} to ${clockText(window.until)}`,
                    )
                    .join(', ')}`}
              </p>
            ))}
          <p className="site-footer-payment">Payment: Venmo or Cash</p>
        </div>
        <div>
          <h2>Important Notice</h2>
          <p>
            Made in a home kitchen under the Montana Local Food Choice Act. These foods are unregulated and not
            inspected by the state, and we cannot guarantee they are free of allergens.
          </p>
        </div>
      </div>
      <div className="site-footer-bottom">
        <p>
          © {new Date().getFullYear()} {bakery.name}, {bakery.city}
        </p>
        <Link to="/admin">Admin Access</Link>
      </div>
    </footer>
  );
}
