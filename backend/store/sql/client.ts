/**
 * The little the SQL store needs from a PostgreSQL connection, met by PGlite (embedded) and node-postgres (a
 * server) alike: plain SQL with numbered parameters, one dialect for both (docs/backend.md, "The database").
 */
export interface SqlQuery {
  /** The rows of one statement; `jsonb` columns come back parsed. */
  query<R extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>
  /** Several statements without parameters (a migration file). */
  exec(text: string): Promise<void>
}

export interface SqlClient extends SqlQuery {
  /**
   * Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws.
   * `opening`, statements without parameters, runs first in it, sent with the `begin` in one round trip where the
   * driver can (a server); `work` gets the rows of its last statement (docs/backend.md, "The database").
   * Required, `undefined` for none, so a wrapper of a client cannot drop it unnoticed.
   */
  transaction<T>(
    work: (tx: SqlQuery, opened: Record<string, unknown>[]) => Promise<T>,
    opening: string | undefined,
  ): Promise<T>
  close(): Promise<void>
  /** Where the data lives, for the start line and error messages (never the password). */
  readonly description: string
}
