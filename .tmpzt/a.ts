import * as z from 'zod/mini';
const s = z.object({ a: z.string(), b: z.optional(z.number()), c: z.array(z.object({ d: z.boolean() })) });
console.log(s.safeParse(JSON.parse('{}')));
