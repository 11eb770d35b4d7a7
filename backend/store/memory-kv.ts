import type { Kv } from './kv'

/**
 * For Node and tests: copies in and out, so callers never share objects with the store, except frozen values,
 * which the store hands over deep-frozen (docs/backend.md, "Cache"): those cannot change, so they are kept and
 * handed out as they are, and a write costs nothing per byte.
 */
export function createMemoryKv(): Kv {
  const map = new Map<string, unknown>()
  const copy = <T>(value: T): T => (Object.isFrozen(value) ? value : structuredClone(value))
  const put = (entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries))
      if (value === undefined) map.delete(key)
      else map.set(key, copy(value))
  }
  return {
    get: async (key) => copy(map.get(key)),
    getMany: async (keys) => keys.map((key) => copy(map.get(key))),
    getPrefixed: async (prefix) =>
      new Map([...map].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key, copy(value)])),
    keys: async () => [...map.keys()],
    getAll: async () => structuredClone(Object.fromEntries(map)),
    set: async (entries) => put(entries),
    replaceAll: async (entries) => {
      map.clear()
      put(entries)
    },
  }
}
