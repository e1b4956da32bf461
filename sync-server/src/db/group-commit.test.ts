import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createTestDatabase } from '../testing/test-database';
import { groupCommit, type Outcome } from './group-commit';

const dir = mkdtempSync(path.join(tmpdir(), 'bakery-group-commit-'));
const database = await createTestDatabase(dir);
const db = openDatabase(database.target);

beforeAll(() =>
  db.schema.createTable('loaves', (table) => {
    table.string('name').primary();
  }),
);
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => db('loaves').delete());

/**
 * A desk that bakes each named loaf, refuses 'burnt', and records the batches it decided.
 * `during` runs inside each transaction before its writes: what a test does meanwhile.
 */
function bakery(maxBatch = 64, during: (names: readonly string[]) => void = () => {}) {
  const batches: string[][] = [];
  const bake = groupCommit<string, string>({
    db,
    maxBatch,
    async decide(trx, names) {
      batches.push([...names]);
      during(names);
      const outcomes = names.map((name): Outcome<string> =>
        name === 'burnt' ? { ok: false, error: new Error('burnt') } : { ok: true, value: name },
      );
      const baked = names.filter((name) => name !== 'burnt');
      if (baked.length > 0) await trx('loaves').insert(baked.map((name) => ({ name })));
      return outcomes;
    },
  });
  return { bake, batches };
}

const stored = async () => ((await db('loaves').orderBy('name').pluck('name')) as string[]).join(',');

describe('groupCommit', () => {
  it('decides the requests that arrive while its transaction waits for the connection in that transaction', async () => {
    const { bake, batches } = bakery();
    const results = await Promise.all(['rye', 'oat', 'corn', 'teff'].map((name) => bake(name)));
    expect(results).toEqual(['rye', 'oat', 'corn', 'teff']);
    expect(batches).toEqual([['rye', 'oat', 'corn', 'teff']]);
    expect(await stored()).toBe('corn,oat,rye,teff');
  });

  it('decides requests that arrive during a transaction together, in the next one', async () => {
    const later: Promise<string>[] = [];
    const { bake, batches } = bakery(64, (names) => {
      if (names.includes('rye')) later.push(bake('oat'), bake('corn'));
    });
    expect(await bake('rye')).toBe('rye');
    expect(await Promise.all(later)).toEqual(['oat', 'corn']);
    expect(batches).toEqual([['rye'], ['oat', 'corn']]);
    expect(await stored()).toBe('corn,oat,rye');
  });

  it('takes at most maxBatch requests in one transaction', async () => {
    const { bake, batches } = bakery(2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => bake(name)));
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('decides the same batch again when the database asks for its transaction to be tried again', async () => {
    let askedAgain = false;
    const later: Promise<string>[] = [];
    const { bake, batches } = bakery(64, (names) => {
      if (askedAgain || !names.includes('rye')) return;
      askedAgain = true;
      later.push(bake('oat')); // arrives during the first try: not part of the second
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    expect(await bake('rye')).toBe('rye');
    expect(await Promise.all(later)).toEqual(['oat']);
    expect(batches).toEqual([['rye'], ['rye'], ['oat']]);
    expect(await stored()).toBe('oat,rye');
  });

  it('rejects a refused request alone and commits the rest of its batch', async () => {
    const { bake } = bakery();
    const results = await Promise.allSettled(['rye', 'oat', 'burnt', 'corn'].map((name) => bake(name)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored()).toBe('corn,oat,rye');
  });

  it('tries each request of a failed transaction alone, so one bad request sinks only itself', async () => {
    await db('loaves').insert({ name: 'oat' }); // a second 'oat' breaks the primary key
    const { bake, batches } = bakery();
    const results = await Promise.allSettled(['rye', 'corn', 'oat', 'teff'].map((name) => bake(name)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([['rye', 'corn', 'oat', 'teff'], ['rye'], ['corn'], ['oat'], ['teff']]);
    expect(await stored()).toBe('corn,oat,rye,teff');
  });

  it('keeps taking requests after a batch fails', async () => {
    await db('loaves').insert({ name: 'oat' });
    const { bake } = bakery();
    await expect(bake('oat')).rejects.toThrow(/UNIQUE|unique constraint/);
    await expect(bake('spelt')).resolves.toBe('spelt');
  });
});
