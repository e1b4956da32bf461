import * as z from 'zod/mini';

/**
 * Several fields travel as JSON inside a string (the spec's `flavors` and an order's `items`).
 * This parses the string and then validates what is inside with `inner`, so a malformed string
 * and a well-formed string with bad content both come back as ordinary zod issues.
 */
export function jsonText<T extends z.core.$ZodType>(inner: T, what: string, maxLength = 100_000) {
  const parsedJson = z.pipe(
    z.string().check(z.maxLength(maxLength, `${what} is too long`)),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: `${what} is not valid JSON`, input: text });
        return z.NEVER;
      }
    }),
  );
  return z.pipe(parsedJson, inner);
}
