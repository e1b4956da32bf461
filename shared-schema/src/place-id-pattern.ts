/**
 * A place's id as calls name it (place-id.ts): lower-case letters, digits and dashes, at most 40
 * (its column's size). On its own, with no zod: her phone checks a place it kept on a first visit.
 */
export const PLACE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
