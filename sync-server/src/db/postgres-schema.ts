import { BOOKKEEPING, keys, type SchemaShape, type TableShape } from './schema-shape';

/** `"productId", "expiresAt"` → productId, expiresAt (pg_dump quotes names that are not lower case). */
const names = (text: string) => text.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
/** `public.orders` or `public."Orders"` → orders */
const tableName = (text: string) => text.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
const TABLE = String.raw`(?:public\.)?"?\w+"?`;

/**
 * The shape of a PostgreSQL dump, from its schema as SQL (pg_restore --schema-only), as
 * pg_dump writes it: each `CREATE TABLE public.name (` with a column on each line (NOT NULL
 * on it) and its named CHECKs; keys and foreign keys as `ALTER TABLE ONLY public.name` with
 * `ADD CONSTRAINT ...` on the next line; indexes as `CREATE [UNIQUE] INDEX ... ON public.name
 * USING btree (...)`.
 */
export function schemaOfDumpSql(sql: string): SchemaShape {
  const shape: SchemaShape = new Map();
  for (const [, table, body] of sql.matchAll(new RegExp(`^CREATE TABLE (${TABLE}) \\(\\n([\\s\\S]*?)\\n\\);$`, 'gm'))) {
    const name = tableName(table!);
    if (!BOOKKEEPING.test(name)) shape.set(name, tableOf(name, body!));
  }
  const add = (table: string, sentence: string) => shape.get(tableName(table))?.constraints.add(sentence);
  const constraint = new RegExp(`^ALTER TABLE ONLY (${TABLE})\\n\\s+ADD CONSTRAINT \\S+ (.*);$`, 'gm');
  for (const [, table, definition] of sql.matchAll(constraint)) {
    const name = tableName(table!);
    const key = /^(PRIMARY KEY|UNIQUE) \((.*)\)$/.exec(definition!);
    if (key) add(name, (key[1] === 'UNIQUE' ? keys.unique : keys.primary)(name, names(key[2]!)));
    const foreign = new RegExp(`^FOREIGN KEY \\((.*?)\\) REFERENCES (${TABLE})\\((.*?)\\)(.*)$`).exec(definition!);
    if (foreign) {
      const [, columns, references, referenced, actions] = foreign;
      add(
        name,
        keys.foreign(name, names(columns!), {
          table: tableName(references!),
          columns: names(referenced!),
          onDelete: /ON DELETE ((?:SET )?\w+(?: ACTION)?)/.exec(actions!)?.[1],
          onUpdate: /ON UPDATE ((?:SET )?\w+(?: ACTION)?)/.exec(actions!)?.[1],
        }),
      );
    }
  }
  const index = new RegExp(
    `^CREATE (UNIQUE )?INDEX \\S+ ON (?:ONLY )?(${TABLE}) USING \\w+ \\((.*?)\\)(?: WHERE .*)?;$`,
    'gm',
  );
  for (const [, unique, table, columns] of sql.matchAll(index)) {
    const name = tableName(table!);
    add(name, (unique ? keys.unique : keys.index)(name, names(columns!)));
  }
  return shape;
}

/** A CREATE TABLE's body: a column on each line (`"name" type ... NOT NULL`), then its CONSTRAINT lines. */
function tableOf(table: string, body: string): TableShape {
  const shape: TableShape = { columns: new Set(), constraints: new Set() };
  for (const line of body.split('\n')) {
    const check = /^\s+CONSTRAINT "?(\w+)"? CHECK /.exec(line);
    if (check) {
      shape.constraints.add(keys.check(table, check[1]!));
      continue;
    }
    const column = /^\s+"?([A-Za-z_]\w*)"?\s/.exec(line)?.[1];
    if (!column || /^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN)$/.test(column)) continue;
    shape.columns.add(column);
    if (/\bNOT NULL\b/.test(line)) shape.constraints.add(keys.notNull(table, column));
  }
  return shape;
}
