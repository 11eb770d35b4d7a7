import type { Kv } from './kv'

/** For Node and tests: copies in and out, so callers never share objects with the store. */
export function createMemoryKv(): Kv {
  const map = new Map<string, unknown>()
  const put = (entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries))
      if (value === undefined) map.delete(key)
      else map.set(key, structuredClone(value))
  }
  return {
    get: async (key) => structuredClone(map.get(key)),
    getMany: async (keys) => keys.map((key) => structuredClone(map.get(key))),
    keys: async () => [...map.keys()],
    getAll: async () => structuredClone(Object.fromEntries(map)),
    set: async (entries) => put(entries),
    replaceAll: async (entries) => {
      map.clear()
      put(entries)
    },
  }
}
