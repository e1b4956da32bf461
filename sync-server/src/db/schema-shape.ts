/**
 * A table as a copy must have it: its columns, and what keeps its rows right, each in words
 * that name the table (`unique key push_subscriptions (endpointHash)`), so two databases of
 * either kind compare as sets of sentences and a refusal can say what is missing.
 */
export interface TableShape {
  columns: Set<string>;
  /** Primary and unique keys, indexes, foreign keys, named checks and NOT NULLs (`keys` below). */
  constraints: Set<string>;
}

/** A database's tables by name. */
export type SchemaShape = Map<string, TableShape>;

/** Knex's and SQLite's own bookkeeping: not the bakery's data model. */
export const BOOKKEEPING = /^(knex_migrations(_lock)?|sqlite_.*)$/;

const list = (columns: readonly string[]) => `(${columns.join(', ')})`;

/**
 * The sentences of `TableShape.constraints`, the same whichever database they are read from.
 * A foreign key's action is named unless it is the default (NO ACTION), as pg_dump prints it.
 */
export const keys = {
  primary: (table: string, columns: readonly string[]) => `primary key ${table} ${list(columns)}`,
  unique: (table: string, columns: readonly string[]) => `unique key ${table} ${list(columns)}`,
  index: (table: string, columns: readonly string[]) => `index ${table} ${list(columns)}`,
  foreign: (
    table: string,
    columns: readonly string[],
    references: { table: string; columns: readonly string[]; onDelete?: string; onUpdate?: string },
  ) =>
    `foreign key ${table} ${list(columns)} → ${references.table} ${list(references.columns)}` +
    action('delete', references.onDelete) +
    action('update', references.onUpdate),
  check: (table: string, name: string) => `check ${name} on ${table}`,
  notNull: (table: string, column: string) => `not null ${table}.${column}`,
};

function action(on: 'delete' | 'update', what: string | undefined): string {
  const words = what?.trim().toLowerCase();
  return words && words !== 'no action' ? ` on ${on} ${words}` : '';
}

/**
 * What a copy lacks of the shape its migrations make, in words; empty when it has all of it.
 * A unique key dropped by hand would let two rows share what the code takes to be one (a
 * phone's push subscription, an order number), and the call that relies on it fails later.
 */
export function missingFrom(copy: SchemaShape, expected: SchemaShape): string[] {
  const missing: string[] = [];
  for (const [table, { columns, constraints }] of expected) {
    const has = copy.get(table);
    if (!has) {
      missing.push(`the table ${table}`);
      continue;
    }
    for (const column of columns) if (!has.columns.has(column)) missing.push(`the column ${table}.${column}`);
    for (const constraint of constraints) if (!has.constraints.has(constraint)) missing.push(`the ${constraint}`);
  }
  return missing;
}
