import * as idb from 'idb-keyval'
import type { Kv } from './kv'

export const IDB_DATABASE = 'tessera-mock'
const IDB_OBJECT_STORE = 'collections'

/**
 * For the service worker (and the in-page fallback): one IndexedDB object store; the store's keys are its keys
 * (a collection, or one record of a big list: docs/backend.md, "Storage layout").
 */
export function createIdbKv(database = IDB_DATABASE): Kv {
  const objectStore = idb.createStore(database, IDB_OBJECT_STORE)
  const put = (store: IDBObjectStore, entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries))
      if (value === undefined) store.delete(key)
      else store.put(value, key)
    return idb.promisifyRequest(store.transaction)
  }
  return {
    get: (key) => idb.get(key, objectStore),
    getMany: (keys) => idb.getMany(keys, objectStore),
    // two bulk reads over the key range, far quicker than a request per key for 10,000 records
    getPrefixed: (prefix) =>
      objectStore('readonly', async (store) => {
        const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
        const [keys, values] = await Promise.all([
          idb.promisifyRequest(store.getAllKeys(range)),
          idb.promisifyRequest(store.getAll(range)),
        ])
        return new Map(keys.map((key, i) => [key as string, values[i] as unknown]))
      }),
    keys: () => idb.keys<string>(objectStore),
    getAll: async () => Object.fromEntries(await idb.entries<string, unknown>(objectStore)),
    set: (entries) => objectStore('readwrite', (store) => put(store, entries)),
    replaceAll: (entries) =>
      objectStore('readwrite', (store) => {
        store.clear()
        return put(store, entries)
      }),
  }
}
