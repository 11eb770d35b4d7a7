/**
 * How a collection is laid out in the key-value store (docs/backend.md, "Storage layout"). A list is stored one
 * record per key, `<key>/<slot>`, beside an index at `<key>` naming the slots in order: adding, changing or
 * removing a record writes that record and the index, not the whole list. Anything else (maps, whole values) is
 * stored whole at `<key>`. A value at `<key>` that is not an index is read as the collection itself, which is how
 * older data (whole lists) and damage (garbage) look; the store's checks then judge it.
 *
 * The index names the slots as runs of consecutive slots (`[first, length, ...]`, a negative length counting
 * down), so its size follows the number of moves, not of records: a list that grows at one end (new tasks first,
 * new mails last) keeps a one-run index however long it gets, and a write stores a few numbers, not 100,000.
 */

/** The key of an index's one property in its first form, every slot listed; still read. */
const INDEX = '~records'
/** The key of an index's one property: the slots as runs. No collection is an object with either key. */
const RUNS = '~runs'
/** More slots than any list holds: an index naming more is damage (and would not fit in memory). */
const MAX_SLOTS = 50_000_000

/** A list stored record by record: the slots of its records, in order, listed or as runs. */
type ListIndex = { [INDEX]: readonly number[] } | { [RUNS]: readonly number[] }

/** Where a list's records are stored, as the store keeps it in memory beside the decoded list. */
export interface Slots {
  /**
   * The slot of each record of the list, in its order, as runs (as the index stores them): a write works on the
   * runs around its change, never on one number per record.
   */
  runs: readonly number[]
  /** The first slot never used. */
  next: number
}

export const recordPrefix = (key: string) => `${key}/`
export const recordKey = (key: string, slot: number) => `${recordPrefix(key)}${slot}`
/** Storage keys of collections never contain `/`; record keys always do. */
export const isRecordKey = (key: string) => key.includes('/')

const isSlot = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

/** The number of slots well-formed runs name (one check per run, not per slot), or undefined. */
export function sizeOfRuns(runs: unknown): number | undefined {
  if (!Array.isArray(runs) || runs.length % 2) return undefined
  let total = 0
  for (let i = 0; i < runs.length; i += 2) {
    const [first, length] = [runs[i], runs[i + 1]]
    if (!isSlot(first) || !Number.isInteger(length) || length === 0) return undefined
    if (length < 0 && first + length + 1 < 0) return undefined
    if ((total += Math.abs(length)) > MAX_SLOTS) return undefined
  }
  return total
}

/** Whether `runs` are well-formed runs. */
const areRuns = (runs: unknown): runs is number[] => sizeOfRuns(runs) !== undefined

/** The slots of well-formed runs, or undefined. */
function fromRuns(runs: unknown): number[] | undefined {
  if (!areRuns(runs)) return undefined
  const slots: number[] = []
  eachSlot(runs, (slot) => void slots.push(slot))
  return slots
}

/**
 * Calls `each` with every slot the runs name and its position, in order, without listing them; stops when `each`
 * answers false, and answers whether it went through.
 */
export function eachSlot(
  runs: readonly number[],
  each: (slot: number, position: number) => boolean | void,
): boolean {
  let position = 0
  for (let i = 0; i < runs.length; i += 2) {
    const [first, length] = [runs[i], runs[i + 1]]
    const step = Math.sign(length)
    for (let n = 0; n < Math.abs(length); n++) if (each(first + n * step, position++) === false) return false
  }
  return true
}

/** Appends the run `[first, length]` to `runs`, joined to the last run when it continues it. */
function pushRun(runs: number[], first: number, length: number): void {
  const at = runs.length - 2
  if (at >= 0) {
    const [lastFirst, lastLength] = [runs[at], runs[at + 1]]
    const size = Math.abs(lastLength)
    // a single slot goes either way; a longer run keeps its direction
    const step = size === 1 ? first - lastFirst : Math.sign(lastLength)
    const lastSlot = lastFirst + (size - 1) * step
    if (
      Math.abs(step) === 1 &&
      first === lastSlot + step &&
      (Math.abs(length) === 1 || Math.sign(length) === step)
    ) {
      runs[at + 1] = (size + Math.abs(length)) * step
      return
    }
  }
  runs.push(first, length)
}

/** `order` as runs of consecutive slots, up or down (see the top of this file). */
function toRuns(order: readonly number[]): number[] {
  const runs: number[] = []
  for (const slot of order) pushRun(runs, slot, 1)
  return runs
}

/** The runs of the records at positions `start` to `end` (not included), appended to `into`; one pass over the runs. */
function sliceRuns(runs: readonly number[], start: number, end: number, into: number[]): void {
  let position = 0
  for (let i = 0; i < runs.length && position < end; i += 2) {
    const [first, length] = [runs[i], runs[i + 1]]
    const size = Math.abs(length)
    const from = Math.max(start, position)
    const to = Math.min(end, position + size)
    if (to > from) {
      const step = Math.sign(length)
      pushRun(into, first + (from - position) * step, (to - from) * step)
    }
    position += size
  }
}

/** The slots of the records at positions `start` to `end` (not included). */
function slotsAt(runs: readonly number[], start: number, end: number): number[] {
  const part: number[] = []
  sliceRuns(runs, start, end, part)
  return fromRuns(part) ?? []
}

/** Every slot the runs name, in order. */
export const allSlots = (slots: Slots): number[] => fromRuns(slots.runs) ?? []

/** The slots named by a stored value, or undefined when it is not an index (then it is the collection itself). */
export function indexedSlots(stored: unknown): readonly number[] | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined
  const index = stored as Record<string, unknown>
  if (RUNS in index) return fromRuns(index[RUNS])
  const slots = index[INDEX]
  return Array.isArray(slots) && slots.every(isSlot) ? slots : undefined
}

/**
 * Where the list an index names is stored, taken from its runs (no number per record); undefined when `stored`
 * is not an index.
 */
export function indexedRuns(stored: unknown): Slots | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined
  const runs = (stored as Record<string, unknown>)[RUNS]
  if (!(RUNS in stored) || !areRuns(runs)) {
    const slots = indexedSlots(stored)
    return slots && slotsOf(slots)
  }
  let next = 0
  for (let i = 0; i < runs.length; i += 2) next = Math.max(next, runs[i] + Math.max(runs[i + 1], 1))
  return { runs, next }
}

/**
 * The number of records of the list a stored value indexes, without listing its slots (a list's size, from its
 * index alone); undefined when it is not an index.
 */
export function indexedSize(stored: unknown): number | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined
  const index = stored as Record<string, unknown>
  return RUNS in index ? sizeOfRuns(index[RUNS]) : indexedSlots(stored)?.length
}

/** Where a list read from storage is stored: in `order`, one slot per record. */
export const slotsOf = (order: readonly number[]): Slots => ({
  runs: toRuns(order),
  next: order.reduce((max, slot) => Math.max(max, slot + 1), 0),
})

/**
 * The entries that store `list` at `key`, given its previous version (`before`, stored in `slots`). Records are
 * frozen and a draft keeps unchanged ones as they were, so identity means same content: the records `list`
 * shares with `before` at its start and at its end (everything but the change, for an add, an update, a delete)
 * keep their slots; in between, records moved (a reorder) keep theirs, a changed record in a list of the same
 * length takes the slot of the record it replaced (an update writes one record and no deletion), other new
 * records get a new slot, and every slot written is written whole. Slots no longer used are deleted (an
 * undefined value). Comparing references only, it costs one
 * pass over the list at most (one comparison per record: no copy, no number per record), and the new index is
 * made from the old one's runs around the change. Without `previous` every record is written. `written` is what
 * `entries` holds for records, by slot (undefined: deleted), for a cache kept by slot.
 */
export function encodeList(
  key: string,
  list: readonly unknown[],
  previous?: { slots: Slots; before: readonly unknown[] },
): { entries: Record<string, unknown>; slots: Slots; written: [slot: number, record: unknown][] } {
  const entries: Record<string, unknown> = {}
  const written: [number, unknown][] = []
  const before = previous?.before ?? []
  const oldRuns = previous?.slots.runs ?? []
  let next = previous?.slots.next ?? 0
  const [n, m] = [list.length, before.length]
  let head = 0
  while (head < n && head < m && list[head] === before[head]) head++
  let tail = 0
  while (tail < n - head && tail < m - head && list[n - 1 - tail] === before[m - 1 - tail]) tail++
  // The old middle's slots by record, to reuse for records that only moved.
  const oldMiddle = m - tail > head ? slotsAt(oldRuns, head, m - tail) : []
  const movable = new Map<unknown, number[]>()
  for (let i = head; i < m - tail; i++) {
    const slots = movable.get(before[i])
    if (slots) slots.push(oldMiddle[i - head])
    else movable.set(before[i], [oldMiddle[i - head]])
  }
  const runs: number[] = []
  sliceRuns(oldRuns, 0, head, runs)
  // Same length: records changed where they stood (an update) can take the slots of the ones they replace.
  const middle = n === m ? new Set(list.slice(head, n - tail)) : undefined
  for (let i = head; i < n - tail; i++) {
    const record = list[i]
    let slot = movable.get(record)?.pop()
    if (slot === undefined) {
      // a new record where one that is gone stood keeps that one's slot: its row is updated in place
      const replaced = middle && !middle.has(before[i]) ? movable.get(before[i]) : undefined
      slot = replaced?.pop() ?? next++
      entries[recordKey(key, slot)] = record
      written.push([slot, record])
    }
    pushRun(runs, slot, 1)
  }
  for (const slots of movable.values())
    for (const slot of slots) {
      entries[recordKey(key, slot)] = undefined
      written.push([slot, undefined])
    }
  sliceRuns(oldRuns, m - tail, m, runs)
  entries[key] = listIndex(runs)
  return { entries, slots: { runs, next }, written }
}

/** The stored index of a list whose slots are `runs`; frozen like the records: nothing changes it after this. */
export const listIndex = (runs: readonly number[]): ListIndex =>
  Object.freeze({ [RUNS]: Object.freeze(runs.slice()) })

/** `runs` with `slot` before them (a record added first), joined to the first run when it continues it. */
export function runsWithFirst(runs: readonly number[], slot: number): number[] {
  const joined = [slot, 1]
  for (let i = 0; i < runs.length; i += 2) pushRun(joined, runs[i], runs[i + 1])
  return joined
}

/** `runs` with `slot` after them (a record added last). */
export function runsWithLast(runs: readonly number[], slot: number): number[] {
  const joined = runs.slice()
  pushRun(joined, slot, 1)
  return joined
}

/** The collection stored at `key` in a whole dump of the storage (migrations, snapshots). */
export function decodeFrom(all: Record<string, unknown>, key: string): unknown {
  const slots = indexedSlots(all[key])
  return slots ? slots.map((slot) => all[recordKey(key, slot)]) : all[key]
}
