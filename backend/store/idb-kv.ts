import * as idb from 'idb-keyval'
import type { Kv } from './kv'

export const IDB_DATABASE = 'tessera-mock'
const IDB_OBJECT_STORE = 'collections'

/** For the service worker (and the in-page fallback): one IndexedDB object store, one key per collection. */
export function createIdbKv(database = IDB_DATABASE): Kv {
  const objectStore = idb.createStore(database, IDB_OBJECT_STORE)
  return {
    get: (key) => idb.get(key, objectStore),
    getAll: async () => Object.fromEntries(await idb.entries<string, unknown>(objectStore)),
    set: (values) => idb.setMany(Object.entries(values), objectStore),
    replaceAll: (values) =>
      objectStore('readwrite', (store) => {
        store.clear()
        for (const [key, value] of Object.entries(values)) store.put(value, key)
        return idb.promisifyRequest(store.transaction)
      }),
  }
}
