/**
 * How a collection is laid out in the key-value store (docs/backend.md, "Storage layout"). A list is stored one
 * record per key, `<key>/<slot>`, beside an index at `<key>` naming the slots in order: adding, changing or
 * removing a record writes that record and the index, not the whole list. Anything else (maps, whole values) is
 * stored whole at `<key>`. A value at `<key>` that is not an index is read as the collection itself, which is how
 * older data (whole lists) and damage (garbage) look; the store's checks then judge it.
 */

/** The key of an index's one property; no collection is an object with this key. */
const INDEX = '~records'

/** A list stored record by record: the slots of its records, in order. */
interface ListIndex {
  [INDEX]: number[]
}

/** Where a list's records are stored, as the store keeps it in memory beside the decoded list. */
export interface Slots {
  /** The slot of each record of the list, in its order. */
  order: number[]
  /** The slot a record (by identity) is stored in; records are frozen, so identity means same content. */
  of: WeakMap<object, number>
  /** The first slot never used. */
  next: number
}

export const recordKey = (key: string, slot: number) => `${key}/${slot}`
/** Storage keys of collections never contain `/`; record keys always do. */
export const isRecordKey = (key: string) => key.includes('/')

const isSlot = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

function isIndex(value: unknown): value is ListIndex {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const slots = (value as Partial<ListIndex>)[INDEX]
  return Array.isArray(slots) && slots.every(isSlot)
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/** The slots named by a stored value, or undefined when it is not an index (then it is the collection itself). */
export const indexedSlots = (stored: unknown): number[] | undefined => (isIndex(stored) ? stored[INDEX] : undefined)

/** Slots for a list read from storage: `records[i]` is stored in `order[i]`. */
export function slotsOf(records: unknown[], order: number[]): Slots {
  const of = new WeakMap<object, number>()
  records.forEach((record, i) => isObject(record) && of.set(record, order[i]))
  return { order, of, next: order.reduce((max, slot) => Math.max(max, slot + 1), 0) }
}

/**
 * The entries that store `list` at `key`, given where its previous version is stored (`previous` and its
 * `before` list): records kept by identity keep their slot and are not written; new or changed ones get a new
 * slot; slots no longer used are deleted (an undefined value). Without `previous` every record is written.
 */
export function encodeList(
  key: string,
  list: readonly unknown[],
  previous?: { slots: Slots; before: readonly unknown[] },
): { entries: Record<string, unknown>; slots: Slots } {
  const entries: Record<string, unknown> = {}
  const of = previous?.slots.of ?? new WeakMap<object, number>()
  let next = previous?.slots.next ?? 0
  const used = new Set<number>()
  const order = list.map((record) => {
    let slot = isObject(record) ? of.get(record) : undefined
    if (slot === undefined || used.has(slot)) {
      slot = next++
      entries[recordKey(key, slot)] = record
      if (isObject(record)) of.set(record, slot)
    }
    used.add(slot)
    return slot
  })
  previous?.slots.order.forEach((slot, i) => {
    if (used.has(slot)) return
    entries[recordKey(key, slot)] = undefined
    const record = previous.before[i]
    if (isObject(record) && of.get(record) === slot) of.delete(record)
  })
  entries[key] = { [INDEX]: order } satisfies ListIndex
  return { entries, slots: { order, of, next } }
}

/** The collection stored at `key` in a whole dump of the storage (migrations, snapshots). */
export function decodeFrom(all: Record<string, unknown>, key: string): unknown {
  const slots = indexedSlots(all[key])
  return slots ? slots.map((slot) => all[recordKey(key, slot)]) : all[key]
}
