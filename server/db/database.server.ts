/**
 * The store's port: the same portable Postgres SQL runs on embedded PGlite
 * (default, one process) and on a Postgres server (DATABASE_URL).
 *
 * Values come back the same from both adapters: int8 (counts, identity ids) as
 * numbers, numeric as strings, date as 'YYYY-MM-DD' strings, timestamptz as
 * Dates, json/jsonb parsed. Pass a jsonb parameter as JSON.stringify(value):
 * node-postgres would turn a JavaScript array into a Postgres array literal.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by an INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * 'read committed' (Postgres's default) is enough for writes that must land
   * together, such as a lead and its outbox rows. 'serializable' suits
   * check-then-write logic; on Postgres a serialization failure re-runs `fn`.
   */
  isolation?: 'read committed' | 'serializable';
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: everything it wrote commits when it resolves,
   * nothing does when it throws (the error is rethrown). Postgres may run `fn`
   * again after a deadlock or serialization failure, so `fn` must do nothing
   * outside the database that cannot be repeated.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

// Postgres type oids whose default parsing differs between the two drivers.
export const PG_TYPE = { int8: 20, date: 1082 } as const;

export function parseInt8(value: string): number {
  return Number(value);
}
