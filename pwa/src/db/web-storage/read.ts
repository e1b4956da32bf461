import { PLACE_ID_PATTERN } from '#shared/places';
/**
 * Checks for reading back what the app kept in web storage. Plain functions, not zod: the cart
 * and the places in line are read on the shop's first visit, which carries no schema code
 * (docs/shared-schemas.md).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string';

/** A place's id as calls name it (shared place-id.ts): a place kept that she later stopped is the checkout's to refuse. */
export const isPlaceId = (value: unknown): value is string => isText(value) && PLACE_ID_PATTERN.test(value);

/** A calendar day, "YYYY-MM-DD" (a pickup's, a bake's). */
export const isDate = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** A whole number above zero: a quantity, a count of items. */
export const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/** A whole number, zero or more. */
export const isWhole = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

/** An ISO time ("2026-12-04T18:00:00.000Z") or anything Date reads. */
export const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

export const isTimeOrNull = (value: unknown): value is string | null => value === null || isTime(value);

/** The entries of a kept list that read; undefined when it is not a list at all. */
export function entriesOf<T>(value: unknown, read: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const fits = read(entry);
    return fits === undefined ? [] : [fits];
  });
}

/** The fields of `fields` whose value is not undefined: what was read back, ready to merge. */
export function definedFields<T extends object>(fields: { [K in keyof T]: T[K] | undefined }): Partial<T> {
  const defined: Partial<T> = {};
  for (const key in fields) {
    const value = fields[key];
    if (value !== undefined) defined[key] = value;
  }
  return defined;
}

/** One of `values` (a payment method, a pickup location). */
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((each) => each === value);
