/**
 * The collection a list call reads: its storage key, and the number of its records, known without counting rows
 * (`Store.list`: the cached list's length, else the stored list index's). A call with no filter and no search
 * takes its total from `size`; a filtered one counts its rows.
 */
export interface ListSource {
  key: string
  /** The number of records; undefined when what is stored is not a list index, and only a count can tell. */
  size(): Promise<number | undefined>
}

/**
 * List calls a storage can answer itself (the database, in SQL, with indexes: docs/backend.md, "List calls"), by
 * the collection they read (`ListSource`). The starter has none yet: its lists run in JavaScript over the
 * collection (`Store.list`'s `js`). Add one here, and its SQL in `sql/lists.ts`, when a list outgrows that.
 */
// oxlint-disable-next-line typescript/no-generated-empty-object-type -- no list is answered by SQL yet (above)
export type ListQueries = Record<never, never>
