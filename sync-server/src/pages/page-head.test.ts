import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import { pageHead, postalAddress } from './page-head';
import { defaultCapacity } from '#shared/pickup-slots';

/** The head a rendered page gets (page-head.ts): what search engines read of it. */
const item = (id: string, availableStock: number, visible = true): InventoryItem => ({
  id,
  name: id === 'odd' ? 'Odd </script><script>alert(1)</script>' : id,
  price: '11.00',
  stock: 10,
  availableStock,
  minimumOrder: 1,
  flavors: null,
  visible,
  ingredients: 'rice flour, water',
  allergens: [],
});

const settings = {
  contactEmail: 'orders@shop.example.com',
  pickupAddress: '1421 W Koch St, Bozeman, MT 59715',
  pickupWeekday: 5,
  pickupTime: '15:00',
  pickupEndTime: '18:00',
  marketWeekday: 6,
  marketStartTime: '09:00',
  marketEndTime: '12:00',
  marketName: 'Bogert Farmers Market',
  marketAddress: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
  daysOff: { home: [], 'farmers-market': ['2026-12-05'] },
  capacity: defaultCapacity,
};

/** The JSON-LD blocks of the tags, parsed as a search engine parses them. */
const structured = (tags: string) =>
  [...tags.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('pageHead', () => {
  it('gives the shop its description, canonical address, the bakery and each product on sale with its offer', () => {
    const { description, tags } = pageHead({
      pathname: '/',
      title: 'Order | Bakery',
      publicUrl: 'https://bakery.example',
      lists: {
        '/api/pickup-settings': settings,
        '/api/inventory': [item('bread', 3), item('bagels', 0), item('secret', 5, false)],
      },
    });
    expect(description).toMatch(/^Gluten-free breads, bagels, scones and cookies/);
    expect(tags).toContain('<link rel="canonical" href="https://bakery.example/" />');
    const [bakeryData, ...products] = structured(tags);
    expect(bakeryData).toMatchObject({
      '@type': 'Bakery',
      // The address the settings name (CONTACT_EMAIL), not the one built into the code.
      email: 'orders@shop.example.com',
      address: {
        streetAddress: '1421 W Koch St',
        addressLocality: 'Bozeman',
        addressRegion: 'MT',
        postalCode: '59715',
      },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Friday', opens: '15:00', closes: '18:00' },
        { dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '12:00' },
      ],
      // The market where she names it, with its hours and the day it is off.
      location: [
        {
          '@type': 'Place',
          name: 'Bogert Farmers Market',
          address: { streetAddress: 'Bogert Park, 325 S Church Ave', addressLocality: 'Bozeman', postalCode: '59715' },
          openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '12:00' }],
          specialOpeningHoursSpecification: [
            { validFrom: '2026-12-05', validThrough: '2026-12-05', opens: '00:00', closes: '00:00' },
          ],
        },
      ],
    });
    expect(bakeryData).not.toHaveProperty('specialOpeningHoursSpecification'); // no day off at home
    expect(products.map((product) => [product.name, (product.offers as Record<string, string>).availability])).toEqual([
      ['bread', 'https://schema.org/InStock'],
      ['bagels', 'https://schema.org/OutOfStock'],
    ]);
    expect(products[0]!.offers).toMatchObject({ price: '11.00', priceCurrency: 'USD' });
  });

  it('gives a shared link its card: title, description, address and picture, read as a crawler reads them', () => {
    const { tags } = pageHead({
      pathname: '/about',
      title: 'About "us" | Bakery',
      publicUrl: 'https://bakery.example',
      lists: {},
    });
    const card = Object.fromEntries(
      [...tags.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [
        match[1],
        match[2]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
      ]),
    );
    expect(card).toMatchObject({
      'og:title': 'About "us" | Bakery',
      'og:url': 'https://bakery.example/about',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:type': 'website',
      'twitter:card': 'summary_large_image',
    });
    expect(card['og:image']).toMatch(/^https:\/\/bakery\.example\/previews\/shop\.png\?v=[\w-]{10}$/);
    expect(card['og:description']).toMatch(/home bakery in Bozeman, MT/);
  });

  it("gives a product's link that product's card, and a new picture address when its price changes", () => {
    const cardOf = (price: string) =>
      pageHead({
        pathname: '/?product=bread',
        title: 'Order | Bakery',
        publicUrl: 'https://bakery.example',
        lists: { '/api/inventory': [{ ...item('bread', 3), price }] },
      });
    const { tags, description } = cardOf('11.00');
    expect(description).toBe(
      'bread, $11.00: gluten-free, baked to order by Bridger Gluten-Free Bakery in Bozeman, MT. Ingredients: rice flour, water.',
    );
    expect(tags).toContain('<link rel="canonical" href="https://bakery.example/?product=bread" />');
    expect(tags).toContain('<meta property="og:type" content="product" />');
    const image = /property="og:image" content="([^"]+)"/.exec(tags)![1]!;
    expect(image).toMatch(/^https:\/\/bakery\.example\/previews\/products\/bread\.png\?v=/);
    expect(/property="og:image" content="([^"]+)"/.exec(cardOf('12.00').tags)![1]).not.toBe(image);
  });

  it('rates the bakery on the reviews page from the approved reviews', () => {
    const { tags } = pageHead({
      pathname: '/reviews',
      title: 'Reviews',
      publicUrl: 'https://bakery.example',
      lists: { '/api/reviews': [{ rating: 5 }, { rating: 4 }, { rating: 4 }] },
    });
    expect(structured(tags)[0]!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(tags).toContain('href="https://bakery.example/reviews"');
  });

  it("keeps a product's name inside its data: nothing in it closes the script", () => {
    const { tags } = pageHead({
      pathname: '/',
      title: 'Order | Bakery',
      publicUrl: 'https://b.example',
      lists: { '/api/inventory': [item('odd', 1)] },
    });
    expect(tags.match(/<\/script>/g)).toHaveLength(2); // the bakery's and the product's own ends
    expect(structured(tags)[1]!.name).toBe('Odd </script><script>alert(1)</script>');
  });

  it('reads an address that is not street, city, state and ZIP as a street address', () => {
    expect(postalAddress('The red barn on Main')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'The red barn on Main',
      addressCountry: 'US',
    });
  });
});
