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
  [INDEX]: readonly number[]
}

/** Where a list's records are stored, as the store keeps it in memory beside the decoded list. */
export interface Slots {
  /** The slot of each record of the list, in its order. */
  order: readonly number[]
  /** The first slot never used. */
  next: number
}

export const recordPrefix = (key: string) => `${key}/`
export const recordKey = (key: string, slot: number) => `${recordPrefix(key)}${slot}`
/** Storage keys of collections never contain `/`; record keys always do. */
export const isRecordKey = (key: string) => key.includes('/')

const isSlot = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

function isIndex(value: unknown): value is ListIndex {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const slots = (value as Partial<ListIndex>)[INDEX]
  return Array.isArray(slots) && slots.every(isSlot)
}

/** The slots named by a stored value, or undefined when it is not an index (then it is the collection itself). */
export const indexedSlots = (stored: unknown): readonly number[] | undefined =>
  isIndex(stored) ? stored[INDEX] : undefined

/** Where a list read from storage is stored: in `order`, one slot per record. */
export const slotsOf = (order: readonly number[]): Slots => ({
  order,
  next: order.reduce((max, slot) => Math.max(max, slot + 1), 0),
})

/**
 * The entries that store `list` at `key`, given its previous version (`before`, stored in `slots`). Records are
 * frozen and a draft keeps unchanged ones as they were, so identity means same content: the records `list`
 * shares with `before` at its start and at its end (everything but the change, for an add, an update, a delete)
 * keep their slots; in between, records moved (a reorder) keep theirs, new or changed ones get a new slot and are
 * written, and slots no longer used are deleted (an undefined value). Comparing references only, it costs little
 * more than one pass over the list. Without `previous` every record is written.
 */
export function encodeList(
  key: string,
  list: readonly unknown[],
  previous?: { slots: Slots; before: readonly unknown[] },
): { entries: Record<string, unknown>; slots: Slots } {
  const entries: Record<string, unknown> = {}
  const before = previous?.before ?? []
  const oldOrder = previous?.slots.order ?? []
  let next = previous?.slots.next ?? 0
  const [n, m] = [list.length, before.length]
  let head = 0
  while (head < n && head < m && list[head] === before[head]) head++
  let tail = 0
  while (tail < n - head && tail < m - head && list[n - 1 - tail] === before[m - 1 - tail]) tail++
  // The old middle's slots by record, to reuse for records that only moved.
  const movable = new Map<unknown, number[]>()
  for (let i = head; i < m - tail; i++) {
    const slots = movable.get(before[i])
    if (slots) slots.push(oldOrder[i])
    else movable.set(before[i], [oldOrder[i]])
  }
  const middle = list.slice(head, n - tail).map((record) => {
    let slot = movable.get(record)?.pop()
    if (slot === undefined) {
      slot = next++
      entries[recordKey(key, slot)] = record
    }
    return slot
  })
  for (const slots of movable.values()) for (const slot of slots) entries[recordKey(key, slot)] = undefined
  const order = oldOrder.slice(0, head).concat(middle, oldOrder.slice(m - tail))
  // frozen like the records: nothing changes it after this
  entries[key] = Object.freeze({ [INDEX]: Object.freeze(order) }) satisfies ListIndex
  return { entries, slots: { order, next } }
}

/** The collection stored at `key` in a whole dump of the storage (migrations, snapshots). */
export function decodeFrom(all: Record<string, unknown>, key: string): unknown {
  const slots = indexedSlots(all[key])
  return slots ? slots.map((slot) => all[recordKey(key, slot)]) : all[key]
}
