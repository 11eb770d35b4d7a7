import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Kv } from './kv'

/**
 * For the Node server with `DATA_FILE`: the memory store, written through to one JSON file so a restart keeps
 * the data. Each write replaces the file whole (write a temporary file, then rename), so a crash mid-write
 * leaves the old file, never half of one. A file that is not a JSON object is moved aside to `<file>.damaged`
 * and the store starts empty, which seeds it; damaged collections inside a readable file are the store's job.
 */
export function createFileKv(path: string, log: (line: string) => void = console.warn): Kv {
  const map = new Map(Object.entries(load(path, log)))
  const save = () => {
    const temporary = `${path}.tmp`
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(map)))
    renameSync(temporary, path)
  }
  return {
    get: async (key) => structuredClone(map.get(key)),
    getAll: async () => structuredClone(Object.fromEntries(map)),
    set: async (entries) => {
      for (const [key, value] of Object.entries(entries)) map.set(key, structuredClone(value))
      save()
    },
    replaceAll: async (entries) => {
      map.clear()
      for (const [key, value] of Object.entries(entries)) map.set(key, structuredClone(value))
      save()
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
