import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  bodyOf,
  ownerEditKinds,
  ownerEditRoutes,
  ownerEditSchemas,
  pathParameters,
  type OwnerEdit,
  type OwnerEditKind,
} from '#shared/owner-edits';
import { inTransaction, type Db } from '../db';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { allChanged, tellEveryone, type Applied } from '../services/announce';
import { withIdempotencyKey } from '../services/idempotency';
import { editProduct } from '../services/catalogue/inventory-admin';
import { afterProductEdits, ownerEditHandlers, productEditChanged } from './handlers';

/**
 * The scope of an edit's Idempotency-Key: her account and the edit's own route with its
 * parameters ("admin 1 PATCH /api/inventory/focaccia/stock"), the same whether the edit comes
 * alone or in a batch, so one sent both ways applies once.
 */
export function keyScope(adminId: number | string, edit: { kind: OwnerEditKind } & Record<string, unknown>): string {
  const { method, path } = ownerEditRoutes[edit.kind];
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(edit[name] ?? '')));
  return `admin ${adminId} ${method} ${filled}`;
}

/** Applies one parsed edit by its kind's handler, in the transaction given. */
export function applyEdit(db: Db, edit: OwnerEdit, now: Date, deps: AppDeps): Promise<Applied<unknown>> {
  const handler = ownerEditHandlers[edit.kind] as
    | { product(edit: OwnerEdit): Parameters<typeof editProduct>[1] }
    | { apply(db: Db, edit: OwnerEdit, now: Date, deps: AppDeps): Promise<Applied<unknown>> };
  if ('product' in handler) {
    const { id } = edit as { id: string };
    return inTransaction(db, async (trx) => {
      const answer = await editProduct(trx, handler.product(edit), now);
      const after = await afterProductEdits(trx, [id], now, deps);
      return { answer, changed: allChanged([productEditChanged({ id }), after]) };
    });
  }
  return handler.apply(db, edit, now, deps);
}

/**
 * Every edit's single route (ownerEditRoutes, docs/api.md): signed in, its path's
 * parameters and its body read as the edit and parsed with the kind's shared schema (a ZodError
 * is a 400), applied once per Idempotency-Key, and its changes told once it has committed.
 */
export function mountOwnerEditRoutes(router: Router<AdminState>, deps: AppDeps): void {
  const admin = requireAdmin(deps);
  for (const kind of ownerEditKinds) {
    const { method, path, status = 200 } = ownerEditRoutes[kind];
    const handler = async (ctx: ParameterizedContext<AdminState>) => {
      const body: unknown = ctx.request.body;
      const params = Object.fromEntries(pathParameters(path).map((name) => [name, ctx.params[name]]));
      // The path's parameters win over a body field of the same name.
      const raw = { ...(isRecord(body) ? body : {}), ...params, kind };
      const edit = ownerEditSchemas[kind].parse(raw) as OwnerEdit;
      let changed: Applied<unknown>['changed'] = {};
      const now = deps.clock.now();
      const answer = await withIdempotencyKey(
        deps.db,
        { key: idempotencyKeyOf(ctx), scope: keyScope(ctx.state.admin.id, raw), body: bodyOf(raw) },
        now,
        async (db) => {
          const applied = await applyEdit(db, edit, now, deps);
          changed = applied.changed;
          return { status, body: applied.answer };
        },
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
      if (!answer.replayed) tellEveryone(deps, changed);
    };
    router[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](path, admin, handler);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
