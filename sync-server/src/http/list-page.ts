import type { ListPageQuery } from '#shared/api';

/**
 * One page of an owner's list (every one is paged: none answers all it holds): the rows were read
 * with one more than the limit, so the extra one says whether a next page exists; its `before`
 * (X-Next-Before) is the last shown row's createdAt.
 */
export function pageOf<T extends { createdAt: string }>(
  rows: T[],
  page: ListPageQuery,
): { answer: T[]; headers: Record<string, string> } {
  const shown = rows.slice(0, page.limit);
  const headers: Record<string, string> =
    rows.length > page.limit ? { 'X-Next-Before': shown[shown.length - 1]!.createdAt } : {};
  return { answer: shown, headers };
}
