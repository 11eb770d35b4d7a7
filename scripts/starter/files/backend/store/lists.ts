/**
 * List calls a storage can answer itself (the database, in SQL, with indexes: docs/backend.md, "List calls"), by
 * the storage key of the collection they read. The starter has none yet: its lists run in JavaScript over the
 * collection (`Store.list`'s `js`). Add one here, and its SQL in `sql/lists.ts`, when a list outgrows that.
 */
// oxlint-disable-next-line typescript/no-generated-empty-object-type -- no list is answered by SQL yet (above)
export type ListQueries = Record<never, never>
