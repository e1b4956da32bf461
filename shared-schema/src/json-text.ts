import { z } from 'zod';

/**
 * Several fields travel as JSON inside a string (the spec's `flavors` and an order's `items`).
 * This parses the string and then validates what is inside with `inner`, so a malformed string
 * and a well-formed string with bad content both come back as ordinary zod issues.
 */
export function jsonText<T extends z.ZodType>(inner: T, what: string, maxLength = 100_000) {
  return z
    .string()
    .max(maxLength, `${what} is too long`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(inner);
}
