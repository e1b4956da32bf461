import type { Context } from 'koa';
import { listPageQuerySchema, type ListPageQuery } from '#shared/api';

/** Reads ?limit=&before= of an owner's list (every one is paged: none answers all it holds). */
export const listPageOf = (ctx: Context): ListPageQuery => listPageQuerySchema.parse(ctx.query);

/**
 * Answers one page: the rows were read with one more than the limit, so the extra one says
 * whether a next page exists; its `before` is the last shown row's createdAt.
 */
export function answerPage<T extends { createdAt: string }>(ctx: Context, rows: T[], page: ListPageQuery): void {
  const shown = rows.slice(0, page.limit);
  if (rows.length > page.limit) ctx.set('X-Next-Before', shown[shown.length - 1]!.createdAt);
  ctx.body = shown;
}
