import { bakery, contactEmailOf } from '#shared/bakery';
import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { placeAddress, placeName } from '#shared/place-words';
import { placesOf, windowsOf, type PlaceRecord } from '#shared/places';
import type { Recipe } from '#shared/recipe';
import { recipeParts } from '#shared/recipe-text';
import { productLink, productLinkPattern, recipePagePattern, recipePath } from '#shared/site-pages';
import type { PublicReview } from '#shared/review';
import { pageKind as pageKindOf } from './page-lists';
import { escapeMarkup } from './escape-markup';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewUrl,
  productPreview,
  recipePreview,
  shopPreview,
} from './preview-addresses';

/**
 * What a rendered page tells search engines and link previews in its head (docs/operations.md,
 * "Found by search"): a description of its own, its canonical address on PUBLIC_URL, the Open
 * Graph card a shared link shows, and schema.org data (JSON-LD) made from the lists it shows:
 *  - every page: the `Bakery`, with the pickup address, the week's pickup hours, its days off,
 *    and the market as a `Place` with its own address, hours and days off;
 *  - the shop: each product on sale as a `Product` with its `Offer` (price, availability);
 *  - the reviews: the bakery's `AggregateRating` from the approved reviews;
 *  - a recipe's page: the `Recipe`, with its ingredients and steps.
 */
const descriptions: Record<string, string> = {
  '/': `Gluten-free breads, bagels, scones and cookies baked to order in ${bakery.city}. Order this week's bakes for pickup at home or at the farmers market.`,
  '/about': `${bakery.name} is a home bakery in ${bakery.city} that bakes only gluten-free: who bakes, and how.`,
  '/contact': `Ask ${bakery.name} about custom orders, allergens or your order. We answer within ${bakery.responseTime}.`,
  '/recipes': `Gluten-free recipes from ${bakery.name} in ${bakery.city}, with every ingredient and step.`,
  '/reviews': `What customers say about the gluten-free breads and bakes of ${bakery.name} in ${bakery.city}.`,
};

export interface PageHeadInput {
  pathname: string;
  /** The page's title, as its <title> says it. */
  title: string;
  /** The bakery's address on the web (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The lists the page was rendered with, keyed by API path. */
  lists: Record<string, unknown>;
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "1421 W Koch St, Bozeman, MT 59715" as schema.org reads an address; the whole text if it is not that shape. */
export function postalAddress(text: string): Record<string, string> {
  const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(text.trim());
  const [, street, locality, region, postalCode] = match ?? [];
  return match
    ? {
        '@type': 'PostalAddress',
        streetAddress: street!,
        addressLocality: locality!,
        addressRegion: region!,
        postalCode: postalCode!,
        addressCountry: 'US',
      }
    : { '@type': 'PostalAddress', streetAddress: text.trim(), addressCountry: 'US' };
}

function bakeryData(
  publicUrl: string,
  settings: PublicPickupSettings | undefined,
  reviews: PublicReview[] | undefined,
) {
  const opening = (day: number, opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${weekdayNames[day]}`,
    opens,
    closes,
  });
  // A day off, as search engines read a closure: open from 00:00 to 00:00 on that date.
  const closedOn = (days: readonly string[] | undefined) =>
    (days ?? []).map((day) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: day,
      validThrough: day,
      opens: '00:00',
      closes: '00:00',
    }));
  const places = settings
    ? placesOf(settings).map((place) => ({
        ...place,
        name: placeName(place.id, settings),
        address: placeAddress(place.id, settings),
      }))
    : [];
  const openings = (place: PlaceRecord) =>
    windowsOf(place).map((window) => opening(window.weekday, window.from, window.until));
  const hours = settings ? places.flatMap(openings) : undefined;
  const door = places.find((place) => place.kind === 'door');
  // Each market (and any other place of hers, a café) as a place of its own: where it is, its hours and its days off.
  const markets = places
    .filter((place) => place.kind !== 'door')
    .map((place) => ({
      '@type': 'Place',
      name: place.name,
      address: postalAddress(place.address),
      openingHoursSpecification: openings(place),
      ...(place.daysOff.length ? { specialOpeningHoursSpecification: closedOn(place.daysOff) } : {}),
    }));
  const rated = reviews?.filter((review) => review.rating >= 1 && review.rating <= 5) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    '@id': `${publicUrl}/#bakery`,
    name: bakery.name,
    url: `${publicUrl}/`,
    email: contactEmailOf(settings),
    logo: `${publicUrl}/pwa-512x512.png`,
    image: `${publicUrl}/pwa-512x512.png`,
    priceRange: '$',
    servesCuisine: 'Gluten-free baking',
    address: postalAddress(settings?.pickupAddress ?? bakery.defaultPickupAddress),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    ...(door?.daysOff.length ? { specialOpeningHoursSpecification: closedOn(door.daysOff) } : {}),
    ...(markets.length > 0 ? { location: markets } : {}),
    ...(rated.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number((rated.reduce((sum, review) => sum + review.rating, 0) / rated.length).toFixed(1)),
            reviewCount: rated.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function productData(publicUrl: string, item: InventoryItem) {
  const left = item.availableStock ?? item.stock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.ingredients
      ? `Gluten-free. Ingredients: ${item.ingredients}`
      : `Gluten-free, baked to order by ${bakery.name} in ${bakery.city}.`,
    sku: item.id,
    brand: { '@type': 'Brand', name: bakery.name },
    image: previewUrl(publicUrl, productPreview(item)),
    url: publicUrl + productLink(item.id),
    offers: {
      '@type': 'Offer',
      url: publicUrl + productLink(item.id),
      price: item.price,
      priceCurrency: 'USD',
      availability: left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@id': `${publicUrl}/#bakery` },
    },
  };
}

/** "PT1H5M", as schema.org reads a duration; nothing for an unknown one. */
const duration = (minutes: number | null) =>
  minutes === null ? undefined : `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60}M`;

/** An image's address on the web: our own uploads on PUBLIC_URL, a web address as it is. */
const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : publicUrl + url);

function recipeData(publicUrl: string, recipe: Recipe) {
  const { ingredients, steps } = recipeParts(recipe.content);
  const total =
    recipe.prepTime !== null || recipe.cookTime !== null ? (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0) : null;
  const fields = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description ?? undefined,
    url: publicUrl + recipePath(recipe.slug),
    image: [
      ...(recipe.featuredImageUrl ? [absolute(publicUrl, recipe.featuredImageUrl)] : []),
      previewUrl(publicUrl, recipePreview(recipe)),
    ],
    author: { '@type': 'Organization', name: bakery.name, url: `${publicUrl}/` },
    publisher: { '@id': `${publicUrl}/#bakery` },
    datePublished: recipe.publishedAt ?? undefined,
    dateModified: recipe.updatedAt,
    prepTime: duration(recipe.prepTime),
    cookTime: duration(recipe.cookTime),
    totalTime: duration(total),
    recipeYield: recipe.servings === null ? undefined : `${recipe.servings} servings`,
    keywords: recipe.tags.length > 0 ? recipe.tags.join(', ') : undefined,
    suitableForDiet: 'https://schema.org/GlutenFreeDiet',
    recipeIngredient: ingredients,
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The products on sale, as the shop lists them. */
const onSale = (lists: Record<string, unknown>) =>
  ((lists['/api/inventory'] as InventoryItem[] | undefined) ?? []).filter((item) => item.visible);

/** The product a shared link names (`/?product=<id>`), when it is on sale. */
export function productOf(pathname: string, lists: Record<string, unknown>): InventoryItem | undefined {
  const id = productLinkPattern.exec(pathname)?.[1];
  return id ? onSale(lists).find((item) => item.id === id) : undefined;
}

const productDescription = (item: InventoryItem) =>
  `${item.name}, $${item.price}: gluten-free, baked to order by ${bakery.name} in ${bakery.city}.${item.ingredients ? ` Ingredients: ${item.ingredients}.` : ''}`;

/** The published recipe a page shows, when it is a recipe's page. */
export function recipeOf(pathname: string, lists: Record<string, unknown>): Recipe | undefined {
  const slug = recipePagePattern.exec(pathname)?.[1];
  return slug ? (lists['/api/recipes'] as Recipe[] | undefined)?.find((recipe) => recipe.slug === slug) : undefined;
}

/** A recipe's own description, or its first lines: what a search result shows under its title. */
const recipeDescription = (recipe: Recipe) =>
  recipe.description ??
  `A gluten-free recipe from ${bakery.name}: ${recipe.content.replace(/\s+/g, ' ').slice(0, 120)}…`;

/** JSON in a script element: "<" never raw, so nothing in the bakery's data can close it. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;

/** The page's own head tags: description, canonical link and structured data. */
export function pageHead({ pathname, title, publicUrl, lists }: PageHeadInput): { description: string; tags: string } {
  const recipe = recipeOf(pathname, lists);
  const product = productOf(pathname, lists);
  const description = recipe
    ? recipeDescription(recipe)
    : product
      ? productDescription(product)
      : (descriptions[pathname] ?? descriptions['/']!);
  const settings = lists['/api/pickup-settings'] as PublicPickupSettings | undefined;
  const reviews = lists['/api/reviews'] as PublicReview[] | undefined;
  const products = pageKindOf(pathname) === '/' ? onSale(lists) : [];
  const address = publicUrl + pathname;
  // A link shared in a chat or a post shows this card (Open Graph; X reads the same tags): the
  // recipe's or the product's own picture, else the shop's (preview-images.ts draws them).
  const image = recipe ? recipePreview(recipe) : product ? productPreview(product) : shopPreview();
  const preview = {
    'og:type': recipe ? 'article' : product ? 'product' : 'website',
    'og:site_name': bakery.name,
    'og:title': recipe ? `${recipe.title} · Recipe` : product ? `${product.name} · ${bakery.name}` : title,
    'og:description': description,
    'og:url': address,
    'og:image': previewUrl(publicUrl, image),
    'og:image:type': 'image/png',
    'og:image:width': String(PREVIEW_WIDTH),
    'og:image:height': String(PREVIEW_HEIGHT),
    'og:image:alt': recipe?.title ?? product?.name ?? `Breads, bagels, scones and cookies of ${bakery.name}`,
    'og:locale': 'en_US',
  };
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(address)}" />`,
    ...Object.entries(preview).map(
      ([property, content]) => `<meta property="${property}" content="${escapeMarkup(content)}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
    jsonLd(bakeryData(publicUrl, settings, reviews)),
    ...products.map((item) => jsonLd(productData(publicUrl, item))),
    ...(recipe ? [jsonLd(recipeData(publicUrl, recipe))] : []),
  ].join('');
  return { description, tags };
}
