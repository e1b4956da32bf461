import * as z from 'zod/mini';
import { pickupLocations } from './bakery';

/**
 * A pickup place as every call names it (an order, a line, a standing order, a filter): one of
 * her places (places.ts). One schema, so the day her own list of places replaces the two fixed
 * ones (issue 49) every call follows at once.
 */
export const placeIdSchema = z.enum(pickupLocations, { error: 'Choose home or farmers-market pickup' });
