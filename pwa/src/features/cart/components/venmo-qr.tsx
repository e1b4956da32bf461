import { QRCodeSVG } from 'qrcode.react';
import { bakery } from '#shared/bakery';

/** Opens the bakery's Venmo profile when scanned. Generated in the browser: nothing is fetched. */
export const venmoUrl = `https://venmo.com/u/${bakery.venmoHandle.replace(/^@/, '')}`;

export default function VenmoQr({ size = 128 }: { size?: number }) {
  return (
    <QRCodeSVG
      value={venmoUrl}
      size={size}
      level="M"
      marginSize={2}
      title={`QR code for Venmo ${bakery.venmoHandle}`}
      role="img"
      aria-label={`QR code for Venmo ${bakery.venmoHandle}`}
    />
  );
}
