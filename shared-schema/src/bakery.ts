/**
 * Facts about the bakery that both the storefront and the server print: in the footer, in
 * e-mails, on the payment QR code. Changing the business details means changing this file only.
 */
export const bakery = {
  name: 'Bridger Gluten-Free Bakery',
  contactEmail: 'hello@bridgerglutenfree.com',
  city: 'Bozeman, MT',
  /** Where dates are shown for: the same day on the server's page and on any phone. */
  timeZone: 'America/Denver',
  defaultPickupAddress: '1421 W Koch St, Bozeman, MT 59715',
  defaultPickupDate: 'Friday, August 1st after 3:00 PM',
  defaultBannerMessage: 'Order now for pickup',
  /** The market's name and address until she names her own (the settings' marketName, marketAddress). */
  defaultMarket: {
    name: 'Bozeman Farmers Market',
    address: 'Gallatin County Fairgrounds, 901 N Black Ave, Bozeman, MT 59715',
  },
  venmoHandle: '@Bridger-GF-Bakery',
  responseTime: '24-48 hours',
  customOrderNotice: '1-2 weeks',
  /**
   * The bakery's two colours, wherever a browser or a phone shows them: the crust brown of the
   * buttons (the app's theme primary 500, the manifest's and the pages' theme colour) and the
   * cream of the page (the theme's body, the manifest's background).
   */
  colors: { theme: '#9a5a2b', page: '#fffaf4' },
} as const;

/**
 * The address customers write to: the one the server's settings name (its CONTACT_EMAIL, sent
 * with the public settings), or the bakery's own above while those have not arrived.
 */
export function contactEmailOf(settings: { contactEmail?: string } | null | undefined): string {
  return settings?.contactEmail || bakery.contactEmail;
}

export const paymentMethods = ['venmo', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The id of one of her pickup places (place-id.ts, places.ts): `home` and `farmers-market` were her first two. */
export type PickupLocation = string;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  venmo: 'Venmo',
  cash: 'Cash at pickup',
};

/** The payment method's name alone, as a list or a spreadsheet shows it. */
export const paymentMethodNames: Record<string, string> = { venmo: 'Venmo', cash: 'Cash' };

/** A pickup location's short name: "Home", "Farmers market". */
export const pickupLocationNames: Record<string, string> = { home: 'Home', 'farmers-market': 'Farmers market' };
