import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Kv } from './kv'

/**
 * For the Node server with `DATA_FILE`: the memory store, written through to one JSON file so a restart keeps
 * the data. Each write replaces the file whole (write a temporary file, then rename), so a crash mid-write
 * leaves the old file, never half of one. A file that is not a JSON object is moved aside to `<file>.damaged`
 * and the store starts empty, which seeds it; damaged collections inside a readable file are the store's job.
 *
 * Each key's value is kept as JSON text: a write serialises only the entries it names (no deep copy of the rest),
 * and the file is those texts joined.
 */
export function createFileKv(path: string, log: (line: string) => void = console.warn): Kv {
  const map = new Map(Object.entries(load(path, log)).map(([key, value]) => [key, JSON.stringify(value)]))
  const parse = (text: string | undefined): unknown => (text === undefined ? undefined : JSON.parse(text))
  const put = (entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries))
      if (value === undefined) map.delete(key)
      else map.set(key, JSON.stringify(value))
    const temporary = `${path}.tmp`
    writeFileSync(temporary, `{${[...map].map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`)
    renameSync(temporary, path)
  }
  return {
    get: async (key) => parse(map.get(key)),
    getMany: async (keys) => keys.map((key) => parse(map.get(key))),
    getPrefixed: async (prefix) =>
      new Map(
        [...map].filter(([key]) => key.startsWith(prefix)).map(([key, text]) => [key, JSON.parse(text)]),
      ),
    keys: async () => [...map.keys()],
    getAll: async () => Object.fromEntries([...map].map(([key, text]) => [key, JSON.parse(text)])),
    set: async (entries) => put(entries),
    replaceAll: async (entries) => {
      map.clear()
      put(entries)
    },
  }
}

function load(path: string, log: (line: string) => void): Record<string, unknown> {
  if (!existsSync(path)) return {}
  const text = readFileSync(path, 'utf8')
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // not JSON: handled below like any other unreadable content
  }
  renameSync(path, `${path}.damaged`)
  log(`Data file ${path} is unreadable: moved to ${path}.damaged, starting from the demo data`)
  return {}
}
