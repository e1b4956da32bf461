import * as z from 'zod/mini';
import { PLACE_ID_PATTERN } from './place-id-pattern';

/**
 * A pickup place as every call names it (an order, a line, a standing order, a filter): the id of
 * one of her places (places.ts, docs/orders.md, "Her places"). Her first two are `home` and
 * `farmers-market`, as every phone and page has sent them since the start; one she adds gets an
 * id her phone makes from its name ("bogert-market-k3f9"), so she can add it offline. Which ids
 * exist is the server's to say (a place she never made, or one she stopped, is refused with a
 * sentence by the rule of places, order-rule.ts), so a page kept from before any change still
 * parses.
 */

export const placeIdSchema = z
  .string({ error: 'Choose a pickup place' })
  .check(z.regex(PLACE_ID_PATTERN, 'Choose a pickup place from the list'));
