/**
 * zod compiles fast parsers with `new Function`, which the pages' Content-Security-Policy
 * refuses (no 'unsafe-eval'): told to parse without it, it never tries. zod reads this switch
 * when a schema is built, so main.tsx imports this module first, before any schema exists.
 * It is set on zod's global config object without importing zod, so the first download of the
 * shop stays free of it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};
