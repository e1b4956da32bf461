import type { Knex } from 'knex';

/**
 * Timestamps are stored in UTC as ISO 8601 text written by the server ("2026-11-21T17:05:00.000Z"),
 * which sorts and compares correctly as text in SQLite and maps to timestamptz in PostgreSQL.
 */
export function timestamps(table: Knex.CreateTableBuilder, names: string[], nullable = false) {
  for (const name of names) {
    const column = table.timestamp(name, { useTz: true });
    if (nullable) column.nullable();
    else column.notNullable();
  }
}
