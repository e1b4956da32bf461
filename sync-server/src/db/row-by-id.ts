import type { Model } from 'objection';
import { isUuid } from '#shared/common';
import type { Db } from './database';

/**
 * The row of a table keyed by uuid, or undefined, as a lookup by a path's id needs it: an id that
 * is no uuid finds nothing without asking, because PostgreSQL refuses to compare a uuid column
 * with other text (a 500 where SQLite would answer "not found"; the fuzzer found it, issue 47).
 */
export async function rowById<C extends typeof Model>(
  model: C,
  db: Db,
  id: string,
): Promise<InstanceType<C> | undefined> {
  if (!isUuid(id)) return undefined;
  return (await model.query(db).findById(id)) as InstanceType<C> | undefined;
}
