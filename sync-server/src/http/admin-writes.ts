import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { Db } from '../db';
import type { AppDeps } from '../deps';
import { editProduct, type ProductEdit } from '../services/inventory-admin';
import { answerAdminWrite } from './answer-once';
import { parseBody, parseParams } from './parse';
import { requireAdmin, type AdminState } from './require-admin';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One of the owner's writes, the same whether it comes alone or in a batch from her outbox
 * (POST /api/admin/edits, routes/admin-edits.ts): THE map of her writes, as actual's handler
 * map is for its client. Each is
 *  - `method` and `path` (a router pattern, "/api/inventory/:id/stock");
 *  - `params` and `body`: the shared schemas its path and body are parsed with;
 *  - `write`: the change, in the transaction it is given (the key's, or the batch's);
 *  - `announce`: what to tell the cache, the sockets and the mailer once it has committed, and
 *    only if it applied (not for a replayed key);
 *  - `productEdit`, for a write that is one edit of one product (productWrite below): a batch
 *    applies a run of them together (services/inventory-admin.ts, editProducts).
 */
export interface AdminWrite<P = unknown, B = unknown, T = unknown> {
  method: Method;
  path: string;
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  /** The answer's status when it applies (a create's 201). */
  status?: number;
  write(db: Db, input: { params: P; body: B }, now: Date, deps: AppDeps): Promise<T>;
  /** The answer's body, when it is not what `write` returned. */
  answer?(result: T): unknown;
  announce?(deps: AppDeps, input: { params: P; body: B }, result: T): void;
  productEdit?(input: { params: P; body: B }): ProductEdit<T>;
}

/** Typed one by one, kept in lists of any: `adminWrite({...})` checks each against its own types. */
export const adminWrite = <P, B, T>(write: AdminWrite<P, B, T>): AdminWrite => write as AdminWrite;

/** A write that is one edit of one product: alone, it is applied as editProduct. */
export const productWrite = <P, B, T>(
  write: Omit<AdminWrite<P, B, T>, 'write'> & Required<Pick<AdminWrite<P, B, T>, 'productEdit'>>,
): AdminWrite => adminWrite({ ...write, write: (db, input, now) => editProduct(db, write.productEdit(input), now) });

/** Parses a write's input with its shared schemas (a ZodError is a 400). */
export function parseWriteInput(write: AdminWrite, params: unknown, body: unknown) {
  return {
    params: write.params ? write.params.parse(params ?? {}) : undefined,
    body: write.body ? write.body.parse(body ?? {}) : undefined,
  };
}

/** The single-call route of each write: authenticated, parsed, applied once per key, announced. */
export function mountAdminWrites(router: Router<AdminState>, deps: AppDeps, writes: readonly AdminWrite[]): void {
  const admin = requireAdmin(deps);
  for (const write of writes) {
    const handler = async (ctx: ParameterizedContext<AdminState>) => {
      const input = {
        params: write.params ? parseParams(ctx, write.params) : undefined,
        body: write.body ? parseBody(ctx, write.body) : undefined,
      };
      const { replayed, body } = await answerAdminWrite(
        ctx,
        deps,
        (db, now) => write.write(db, input, now, deps),
        write.status,
      );
      if (write.answer) ctx.body = write.answer(body);
      if (!replayed) write.announce?.(deps, input, body);
    };
    router[write.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](write.path, admin, handler);
  }
}

/** The write a method and path name, with the path's parameters; undefined when none does. */
export function findWrite(
  writes: readonly AdminWrite[],
  method: string,
  path: string,
): { write: AdminWrite; params: Record<string, string> } | undefined {
  for (const write of writes) {
    if (write.method !== method) continue;
    const { names, pattern } = compiled(write.path);
    const match = pattern.exec(path);
    if (!match) continue;
    try {
      return { write, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
    } catch {
      return undefined; // a malformed %-escape names nothing
    }
  }
  return undefined;
}

const patterns = new Map<string, { names: string[]; pattern: RegExp }>();
/** "/api/inventory/:id/stock" as a regular expression of its path, and its parameters' names. */
function compiled(path: string): { names: string[]; pattern: RegExp } {
  let known = patterns.get(path);
  if (!known) {
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    known = { names, pattern: new RegExp(`^${source}$`) };
    patterns.set(path, known);
  }
  return known;
}
