import { en } from 'zod/locales';
import { config } from 'zod/mini';

/**
 * zod's English words, for a check a schema gives no words of its own (a recipe's description
 * over 1000 characters: "Too big: expected string to have <=1000 characters"). zod's full API
 * registers them when its first schema is built, zod/mini never: without them such a check says
 * "Invalid input". So each module that shows a schema's words to a person (a form's check)
 * imports this one; main.tsx does not, as the shop's first visit shows none of them and would
 * download them (1.1 KB). The server has its own words (sync-server/src/http/issue-words.ts).
 */
config(en());

export {};
