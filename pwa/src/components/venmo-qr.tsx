import { QRCodeSVG } from 'qrcode.react';
import { bakery } from '#shared/bakery';

import { venmoProfileUrl } from '../lib/venmo';

/**
 * A QR code to pay the bakery by Venmo: its profile, or a payment with the amount and order
 * number filled in. Generated in the browser: nothing is fetched.
 */
export default function VenmoQr({ size = 128, url = venmoProfileUrl }: { size?: number; url?: string }) {
  return (
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={2}
      title={`QR code for Venmo ${bakery.venmoHandle}`}
      role="img"
      aria-label={`QR code for Venmo ${bakery.venmoHandle}`}
    />
  );
}
