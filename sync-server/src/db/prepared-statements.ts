import type { Database, Statement } from 'sqlite3';

/** Statements kept prepared per connection; past this the least recently used one is finalized. */
export const STATEMENTS_KEPT = 256;

type Callback = (this: unknown, error: Error | null, result?: unknown) => void;
type Method = 'all' | 'run';
/** What Knex reads from the `this` of the driver's callback. */
type Context = { lastID?: number; changes?: number };

/**
 * Keeps the server's SQLite statements prepared, one per SQL text, on its connection (knexfile.ts
 * installs it on each connection it opens).
 *
 * Why: for every query the sqlite3 driver prepares a statement, runs it and finalizes it, and the
 * preparing is a trip to a worker thread of its own, whose answer the server's one thread has to
 * take up before the statement can run. A hold or an order is a transaction of a few such steps
 * (BEGIN, the reads, the writes, COMMIT) that has the one connection from the first to the last,
 * so in a rush every trip spared shortens the wait of everyone queued behind it; a kept statement
 * runs in one trip. Knex builds the same few texts from the same code paths (a list of another
 * length is another text), so STATEMENTS_KEPT covers a rush, and the rest are prepared again.
 *
 * Sound because:
 * - a statement run to its end holds no lock (SQLite has halted it), and the driver resets it and
 *   binds afresh before each run. `all` always runs to the end; `run` steps once, so only a write
 *   that returns no rows (an INSERT, UPDATE or DELETE without RETURNING, which is how Knex uses
 *   it) is kept, and anything else is run as the driver does;
 * - a statement that failed is finalized, as the driver finalizes every statement: one refused
 *   with SQLITE_BUSY stays in progress until it is reset, and the connection's next COMMIT would
 *   be refused for it;
 * - calls on one statement wait for each other in the driver, and each caller gets its own copy
 *   of what Knex reads from the call (lastID, changes);
 * - SQLite prepares a kept statement again by itself when a migration changed the schema under it
 *   (sqlite3_prepare_v2);
 * - the kept statements are finalized before the connection closes, which SQLite requires.
 */
export function keepStatementsPrepared(connection: Database): void {
  const kept = new Map<string, Statement>();
  const driver = { run: connection.run, close: connection.close };

  const keep = (sql: string, statement: Statement): boolean => {
    if (kept.has(sql)) return false; // another call prepared it first: this one is finalized after use
    kept.set(sql, statement);
    if (kept.size > STATEMENTS_KEPT) {
      const [oldestSql, oldest] = kept.entries().next().value!;
      kept.delete(oldestSql);
      oldest.finalize();
    }
    return true;
  };

  const through = (method: Method) =>
    function (this: Database, sql: string, bindings: unknown, callback: Callback): Database {
      if (method === 'run' && !stepsToItsEnd(sql)) return driver.run.call(this, sql, bindings, callback);
      const params = Array.isArray(bindings) ? bindings : [];
      // The kept statement is shared, so what Knex reads from `this` later is copied now.
      const answer = function (this: Statement & Context, error: Error | null, result?: unknown) {
        // A statement that failed is let go as the driver lets go of every statement, so that
        // nothing it began (a lock SQLite keeps for it until a reset) outlives its answer.
        if (error && kept.get(sql) === this) {
          kept.delete(sql);
          this.finalize();
        }
        callback.call({ sql, lastID: this.lastID, changes: this.changes }, error, result);
      };
      const statement = kept.get(sql);
      if (statement) {
        kept.delete(sql); // the most recently used goes last
        kept.set(sql, statement);
        statement[method](params, answer);
        return connection;
      }
      const fresh: Statement = connection.prepare(sql, (error: Error | null) => {
        if (error) return callback.call({ sql }, error);
        const isKept = keep(sql, fresh);
        fresh[method](params, answer);
        if (!isKept) fresh.finalize();
      });
      return connection;
    };

  Object.assign(connection, {
    all: through('all'),
    run: through('run'),
    close(this: Database, callback?: (error: Error | null) => void) {
      for (const statement of kept.values()) statement.finalize();
      kept.clear();
      return driver.close.call(this, callback);
    },
  });
}

/** A write that returns no rows: one step takes it to its end. */
const stepsToItsEnd = (sql: string): boolean =>
  /^\s*(insert|update|delete)\b/i.test(sql) && !/\breturning\b/i.test(sql);
