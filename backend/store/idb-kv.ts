import { createStore, entries, get, promisifyRequest, setMany } from 'idb-keyval'
import type { Kv } from './kv'

export const IDB_DATABASE = 'tessera-mock'
const IDB_OBJECT_STORE = 'collections'

/** For the service worker (and the in-page fallback): one IndexedDB object store, one key per collection. */
export function createIdbKv(database = IDB_DATABASE): Kv {
  const use = createStore(database, IDB_OBJECT_STORE)
  return {
    get: (key) => get(key, use),
    getAll: async () => Object.fromEntries(await entries<string, unknown>(use)),
    set: (entries) => setMany(Object.entries(entries), use),
    replaceAll: (entries) =>
      use('readwrite', (store) => {
        store.clear()
        for (const [key, value] of Object.entries(entries)) store.put(value, key)
        return promisifyRequest(store.transaction)
      }),
  }
}
