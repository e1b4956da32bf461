import * as z from 'zod/mini';
import {
  ownerEditAnswerSchemas,
  ownerEditKinds,
  ownerEditRoutes,
  ownerEditSchemas,
  type OwnerEditKind,
} from '../owner-edits';
import { pathParameters, type CallSpec } from './define';

/**
 * Each of the owner's edits on its own route (owner-edits.ts is their table: kind, schema, route,
 * answer), as entries of the contract: named `edit.<kind>`, her session required, applied once per
 * Idempotency-Key under the same scope as in a batch of her outbox (POST /api/admin/edits).
 */
export type EditCallName = `edit.${OwnerEditKind}`;

function editCall(kind: OwnerEditKind): CallSpec {
  const { method, path, status = 200 } = ownerEditRoutes[kind];
  const named = pathParameters(path);
  const shape = ownerEditSchemas[kind].shape as Record<string, z.core.$ZodType>;
  const pick = (keep: (field: string) => boolean) =>
    z.object(Object.fromEntries(Object.entries(shape).filter(([field]) => keep(field))));
  const body = pick((field) => field !== 'kind' && !named.includes(field));
  return {
    method,
    path,
    access: 'owner',
    repeat: 'idempotency-key',
    limit: 'none',
    tag: 'Owner edits',
    summary: `The edit "${kind}" on its own (also by name in POST /api/admin/edits)`,
    ...(named.length > 0 ? { params: pick((field) => named.includes(field)) } : {}),
    body,
    answers: { [status]: ownerEditAnswerSchemas[kind] },
    // Named by its kind, as her outbox names it in a batch: "set-stock" is setStock.
    operationId: kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
  };
}

export const editCalls = Object.fromEntries(ownerEditKinds.map((kind) => [`edit.${kind}`, editCall(kind)])) as Record<
  EditCallName,
  CallSpec
>;
