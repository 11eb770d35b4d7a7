import type { Kv } from './kv'

/** For Node and tests: copies in and out, so callers never share objects with the store. */
export function createMemoryKv(): Kv {
  const map = new Map<string, unknown>()
  return {
    get: async (key) => structuredClone(map.get(key)),
    getAll: async () => structuredClone(Object.fromEntries(map)),
    set: async (entries) => {
      for (const [key, value] of Object.entries(entries)) map.set(key, structuredClone(value))
    },
    replaceAll: async (entries) => {
      map.clear()
      for (const [key, value] of Object.entries(entries)) map.set(key, structuredClone(value))
    },
  }
}
