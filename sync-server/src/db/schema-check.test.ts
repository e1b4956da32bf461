import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index';
import { migrateToLatest, openDatabase } from './database';
import { schemaOfDumpSql } from './postgres-schema';
import { schemaOfMigrations } from './schema-check';
import { missingFrom } from './schema-shape';
import { sqliteSchema } from './sqlite-schema';

/**
 * What a restore checks a copy against (services/backups/restore.ts, step 5): the shape the migrations
 * make, read from SQLite and from a PostgreSQL dump in the same words. The cart's holds are the
 * example: a key, NOT NULLs, a check, a foreign key and three indexes.
 */
const cartReservations = [
  'primary key cart_reservations (id)',
  ...['sessionId', 'productId', 'quantity', 'expiresAt', 'createdAt'].map(
    (column) => `not null cart_reservations.${column}`,
  ),
  'index cart_reservations (productId, expiresAt)',
  'index cart_reservations (sessionId, expiresAt)',
  'index cart_reservations (expiresAt)',
  'foreign key cart_reservations (productId) → inventory (id) on delete cascade',
  'check cart_reservations_quantity_positive on cart_reservations',
];

const dir = mkdtempSync(path.join(tmpdir(), 'bakery-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shape a copy must have', () => {
  it('names every key, index, foreign key, check and NOT NULL of a table, read from SQLite', async () => {
    const expected = await schemaOfMigrations(Object.keys(migrations));
    expect([...expected.get('cart_reservations')!.constraints].sort()).toEqual([...cartReservations].sort());
  });

  it('misses each of them in a copy whose table was made again without them', async () => {
    const db = openDatabase(path.join(dir, 'bare.sqlite'));
    try {
      await migrateToLatest(db);
      // What a hand-made copy does (CREATE TABLE ... AS SELECT): the rows and columns, nothing else.
      await db.raw('CREATE TABLE bare AS SELECT * FROM cart_reservations');
      await db.raw('DROP TABLE cart_reservations');
      await db.raw('ALTER TABLE bare RENAME TO cart_reservations');
      const missing = missingFrom(await sqliteSchema(db), await schemaOfMigrations(Object.keys(migrations)));
      expect(missing.sort()).toEqual(cartReservations.map((sentence) => `the ${sentence}`).sort());
    } finally {
      await db.destroy();
    }
  });

  it('reads the same from a PostgreSQL dump, as pg_restore --schema-only prints it', () => {
    const shape = schemaOfDumpSql(DUMP);
    expect([...shape.get('cart_reservations')!.columns]).toEqual([
      'id',
      'sessionId',
      'productId',
      'flavor',
      'quantity',
      'expiresAt',
      'createdAt',
      'unitPriceCents',
    ]);
    // PostgreSQL makes a primary key's column NOT NULL as well: more than the migrations ask, never less.
    expect([...shape.get('cart_reservations')!.constraints].sort()).toEqual(
      [...cartReservations, 'not null cart_reservations.id'].sort(),
    );
  });
});

/** The cart's holds in the dump of a freshly migrated PostgreSQL 15 database (abridged: its comments). */
const DUMP = `
CREATE TABLE public.cart_reservations (
    id uuid NOT NULL,
    "sessionId" character varying(128) NOT NULL,
    "productId" character varying(64) NOT NULL,
    flavor character varying(64),
    quantity integer NOT NULL,
    "expiresAt" timestamp with time zone NOT NULL,
    "createdAt" timestamp with time zone NOT NULL,
    "unitPriceCents" integer,
    CONSTRAINT cart_reservations_quantity_positive CHECK ((quantity > 0))
);

ALTER TABLE public.cart_reservations OWNER TO postgres;

ALTER TABLE ONLY public.cart_reservations
    ADD CONSTRAINT cart_reservations_pkey PRIMARY KEY (id);

CREATE INDEX cart_reservations_expiresat_index ON public.cart_reservations USING btree ("expiresAt");

CREATE INDEX cart_reservations_productid_expiresat_index ON public.cart_reservations USING btree ("productId", "expiresAt");

CREATE INDEX cart_reservations_sessionid_expiresat_index ON public.cart_reservations USING btree ("sessionId", "expiresAt");

ALTER TABLE ONLY public.cart_reservations
    ADD CONSTRAINT cart_reservations_productid_foreign FOREIGN KEY ("productId") REFERENCES public.inventory(id) ON DELETE CASCADE;
`;
