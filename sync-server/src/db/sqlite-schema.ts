import type { Knex } from 'knex';
import { BOOKKEEPING, keys, type SchemaShape } from './schema-shape';

interface ColumnInfo {
  name: string;
  notnull: number;
  /** The column's place in the primary key (1, 2...), 0 when it is not in it. */
  pk: number;
}
interface IndexInfo {
  name: string;
  unique: number;
  /** 'c' CREATE INDEX, 'u' a UNIQUE constraint, 'pk' the primary key (read from the columns). */
  origin: string;
}
interface ForeignKeyInfo {
  id: number;
  table: string;
  from: string;
  to: string | null;
  on_update: string;
  on_delete: string;
}

/** A SQLite database's tables: columns, keys, indexes, foreign keys, named checks, NOT NULLs. */
export async function sqliteSchema(db: Knex): Promise<SchemaShape> {
  const tables = (await db('sqlite_master').where({ type: 'table' }).select('name', 'sql')) as {
    name: string;
    sql: string | null;
  }[];
  const shape: SchemaShape = new Map();
  for (const { name: table, sql } of tables.filter(({ name }) => !BOOKKEEPING.test(name))) {
    const columns = (await db.raw('SELECT name, "notnull", pk FROM pragma_table_info(?)', [table])) as ColumnInfo[];
    const constraints = new Set<string>();
    const primary = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    if (primary.length > 0)
      constraints.add(
        keys.primary(
          table,
          primary.map((column) => column.name),
        ),
      );
    for (const column of columns) if (column.notnull) constraints.add(keys.notNull(table, column.name));
    for (const index of await indexesOf(db, table)) constraints.add(index);
    for (const key of await foreignKeysOf(db, table)) constraints.add(key);
    // SQLite lists a table's checks nowhere but in its CREATE TABLE; the migrations name each one.
    for (const [, check] of (sql ?? '').matchAll(/constraint\s+[`"]?(\w+)[`"]?\s+check\b/gi)) {
      constraints.add(keys.check(table, check!));
    }
    shape.set(table, { columns: new Set(columns.map((column) => column.name)), constraints });
  }
  return shape;
}

async function indexesOf(db: Knex, table: string): Promise<string[]> {
  const indexes = (await db.raw('SELECT name, "unique", origin FROM pragma_index_list(?)', [table])) as IndexInfo[];
  const sentences: string[] = [];
  for (const index of indexes.filter(({ origin }) => origin !== 'pk')) {
    const columns = (await db.raw('SELECT name FROM pragma_index_info(?) ORDER BY seqno', [index.name])) as {
      name: string | null;
    }[];
    // An index on an expression has no column name; none of the migrations makes one.
    const names = columns.map((column) => column.name ?? '(expression)');
    sentences.push(index.unique ? keys.unique(table, names) : keys.index(table, names));
  }
  return sentences;
}

async function foreignKeysOf(db: Knex, table: string): Promise<string[]> {
  const rows = (await db.raw(
    'SELECT id, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq',
    [table],
  )) as ForeignKeyInfo[];
  // One row per column of a key (Map.groupBy is not in Node 20, which the bakery still runs on).
  const byId = new Map<number, ForeignKeyInfo[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return [...byId.values()].map((parts) =>
    keys.foreign(
      table,
      parts.map((part) => part.from),
      {
        table: parts[0]!.table,
        columns: parts.map((part) => part.to ?? '(its primary key)'),
        onDelete: parts[0]!.on_delete,
        onUpdate: parts[0]!.on_update,
      },
    ),
  );
}
