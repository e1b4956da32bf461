import * as z from 'zod/mini';
import { quantitySchema } from './cart';
import { emailSchema, sessionIdSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { clockTimeSchema } from './pickup-places';
import { placeIdSchema } from './place-id';

/**
 * The waitlist (docs/waitlist.md): a customer in line for a sold-out product. When stock comes
 * back it goes to the line first: the first in line gets a cart hold made for her, for the
 * owner's offer time, and a notice with a link that opens her cart with it; not taken in time,
 * it passes to the next.
 */
/** `removed`: the owner took the place out of the line (docs/waitlist.md, "The owner"). */
export const waitlistStatuses = ['waiting', 'offered', 'taken', 'lapsed', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** The owner's offer time: how long an offered loaf is held for the one in line. */
export const DEFAULT_OFFER_MINUTES = 10;

/** How she is told of her turn: her e-mail, this phone's push, or both (at least one). */
const toldBySchema = {
  email: z.pipe(
    z.optional(z.union([z.literal(''), emailSchema])),
    z.transform((value) => value || undefined),
  ),
  /** She follows it with this phone's notifications (subscribed with the entry's key after joining). */
  push: z.optional(z.boolean({ error: 'push must be true or false' })),
};
const toldSomehow: [(join: { email?: string; push?: boolean }) => boolean, { error: string; path: string[] }] = [
  (join) => join.email !== undefined || join.push === true,
  { error: 'Give an e-mail address, or let this phone tell you', path: ['email'] },
];

/** POST /api/waitlist: join the line, told by e-mail, by this phone's push, or both. */
export const waitlistJoinSchema = z
  .object({
    productId: productIdSchema,
    flavor: z.pipe(
      z.nullish(flavorKeySchema),
      z.transform((flavor) => flavor ?? null),
    ),
    quantity: quantitySchema,
    /** Her cart's session on this phone: an offer is held in her cart. */
    sessionId: sessionIdSchema,
    ...toldBySchema,
  })
  .check(z.refine(...toldSomehow));
export type WaitlistJoin = z.input<typeof waitlistJoinSchema>;

/**
 * POST /api/waitlist/places: in line for a place at the next pickup of a location that is full
 * (every time taken, or its oven), or at one full time of it.
 */
export const placeWaitlistJoinSchema = z
  .object({
    pickupLocation: placeIdSchema,
    /** The time she waits for, where the pickup has times ("15:30"). */
    pickupSlot: z.pipe(
      z.nullish(clockTimeSchema),
      z.transform((slot) => slot ?? null),
    ),
    /** The items her order would take of the oven: her cart's, when she joins (the server keeps no more than it holds). */
    items: z
      .number({ error: 'items is a number' })
      .check(
        z.int('items is a whole number'),
        z.minimum(1, 'Put something in your cart first'),
        z.maximum(500, 'At most 500 items'),
      ),
    /** Her cart's session on this phone: the place is kept for the checkout of this session. */
    sessionId: sessionIdSchema,
    ...toldBySchema,
  })
  .check(z.refine(...toldSomehow));
export type PlaceWaitlistJoin = z.input<typeof placeWaitlistJoinSchema>;

/** Her place in line for a pickup, as her phone shows it. */
export const placeInLineSchema = z.object({
  id: z.string(),
  pickupDate: z.string(),
  pickupLocation: placeIdSchema,
  /** The time she waits for, or null (the pickup has no times). */
  pickupSlot: z.nullable(z.string()),
  /** "a pickup at 3:30 to 3:45pm on Friday, December 4": what she waits for, as she reads it. */
  what: z.string(),
  items: z.number().check(z.int()),
  status: z.enum(waitlistStatuses),
  /** 1 for the first in line for that time (waiting only). */
  position: z.nullable(z.number().check(z.int())),
  /** The place kept for her checkout, while the offer stands. */
  offer: z.nullable(z.object({ expiresAt: z.string() })),
});
export type PlaceInLineView = z.infer<typeof placeInLineSchema>;

export const placeInLineAnswerSchema = z.object({ entry: placeInLineSchema, token: z.string() });

/** POST /api/waitlist/{id}/claim: the offer, held in the cart of the phone that opened the link. */
export const waitlistClaimSchema = z.object({ sessionId: sessionIdSchema });

/** Her place in line as her phone shows it. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  flavor: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
  status: z.enum(waitlistStatuses),
  /** 1 for the first in line (waiting only). */
  position: z.nullable(z.number().check(z.int())),
  /** The hold made for her, while the offer stands. */
  offer: z.nullable(
    z.object({
      reservationId: z.string(),
      unitPrice: z.nullable(z.string()),
      expiresAt: z.string(),
    }),
  ),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntrySchema>;

/** The answers: her entry, and its key (for her phone to keep, and to follow it by push). */
export const waitlistAnswerSchema = z.object({ entry: waitlistEntrySchema, token: z.string() });

/** PUT /api/admin/waitlist-settings */
export const waitlistSettingsSchema = z.object({
  offerMinutes: z
    .number({ error: 'The offer time is a number of minutes' })
    .check(
      z.int('The offer time is a whole number of minutes'),
      z.minimum(2, 'At least 2 minutes to take an offer'),
      z.maximum(120, 'At most 2 hours'),
    ),
});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;

const ownerLineCounts = {
  waiting: z.number().check(z.int()),
  offered: z.number().check(z.int()),
  served: z.number().check(z.int()),
  lapsed: z.number().check(z.int()),
};
/** Only what she needs to recognise a regular: "m***@example.com", or "told on her phone". */
const contactSchema = z.string();

/** GET /api/admin/waitlist: each product's and each full pickup's line, and how many were served from it. */
export const ownerWaitlistSchema = z.object({
  settings: waitlistSettingsSchema,
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      ...ownerLineCounts,
      line: z.array(
        z.object({
          /** The place's id: what her "Remove" names. */
          id: z.string(),
          position: z.number().check(z.int()),
          quantity: z.number().check(z.int()),
          flavor: z.nullable(z.string()),
          status: z.enum(waitlistStatuses),
          joinedAt: z.string(),
          contact: contactSchema,
        }),
      ),
    }),
  ),
  /** The lines for places: one per pickup and time. */
  places: z._default(
    z.array(
      z.object({
        pickupDate: z.string(),
        pickupLocation: placeIdSchema,
        pickupSlot: z.nullable(z.string()),
        /** "Friday, December 4, 3:30 to 3:45pm, home pickup" */
        name: z.string(),
        ...ownerLineCounts,
        line: z.array(
          z.object({
            id: z.string(),
            position: z.number().check(z.int()),
            items: z.number().check(z.int()),
            status: z.enum(waitlistStatuses),
            joinedAt: z.string(),
            contact: contactSchema,
          }),
        ),
      }),
    ),
    [],
  ),
});
export type OwnerWaitlist = z.infer<typeof ownerWaitlistSchema>;

/** POST /api/admin/waitlist/{id}/remove: the place (for a product or a pickup) as it now stands. */
export const waitlistRemovalSchema = z.object({ id: z.string(), status: z.enum(waitlistStatuses) });
export type WaitlistRemoval = z.infer<typeof waitlistRemovalSchema>;
