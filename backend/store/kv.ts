/** The little a store needs from its storage. Values are JSON-like and always copies. */
export interface Kv {
  get(key: string): Promise<unknown>
  /** Every key and value; only migrations and tests need it. */
  getAll(): Promise<Record<string, unknown>>
  /** Writes every entry in one transaction. */
  set(entries: Record<string, unknown>): Promise<void>
  /** Clears everything and writes the entries, in one transaction. */
  replaceAll(entries: Record<string, unknown>): Promise<void>
}
