import { freezeKept, markKept } from './frozen'
import { eachSlot, listIndex, recordKey, runsWithFirst, runsWithLast, type Slots, sizeOfRuns } from './layout'

/**
 * A list as the store caches it (docs/backend.md, "Cache"): its records by slot, their order as the stored
 * index's runs, and the array reads hand out, made when first asked for after a write. A write of a few records by
 * id (`Store.updateRecords`) replaces the records it names and extends the runs: it neither copies nor walks the
 * list, so it costs the same at 100 records and at 100,000. The next read of the whole list makes the new array,
 * one pass, as that read's own filter or sort makes anyway.
 */
export class CachedList {
  /** The list as an array once made; undefined after a write by id, until asked for. */
  #array: readonly unknown[] | undefined
  /** The slot of the first record with each id, in the list's order; made on first use, kept by writes by id. */
  #ids: Map<number, number> | undefined

  /**
   * `bySlot` holds each record at its slot (undefined where the index names none). It is never handed out: writes
   * change it in place and make a new `CachedList` over it, so nothing may keep an older one.
   */
  constructor(
    readonly slots: Slots,
    readonly bySlot: unknown[],
    array?: readonly unknown[],
    /** The highest id in the list, once asked for (`Store`'s `newId`), kept up to date by writes. */
    public highest?: number,
    ids?: Map<number, number>,
  ) {
    this.#array = array
    this.#ids = ids
    this.size = array?.length ?? sizeOfRuns(slots.runs) ?? 0
  }

  /** How many records the list holds. */
  readonly size: number

  /** A list just stored whole (`encodeList` without a previous version wrote every record): `array` by slot. */
  static written(slots: Slots, written: readonly [number, unknown][], array: readonly unknown[]): CachedList {
    return new CachedList(slots, withRecords(slotArray(slots, written.length), written), array)
  }

  /** The list, its records frozen; its array is not (see `frozen.ts`): never mutate it. */
  get value(): readonly unknown[] {
    if (!this.#array) {
      const { bySlot } = this
      const { runs } = this.slots
      const list: unknown[] = []
      // a loop per run, not `eachSlot`'s call per record: the one pass a read after a write pays (1.7 ms at
      // 100,000 records, against 2.5)
      for (let i = 0; i < runs.length; i += 2) {
        const [first, length] = [runs[i], runs[i + 1]]
        if (length > 0) for (let slot = first; slot < first + length; slot++) list.push(bySlot[slot])
        else for (let slot = first; slot > first + length; slot--) list.push(bySlot[slot])
      }
      markKept(list)
      this.#array = list
    }
    return this.#array
  }

  /** Where the first record with `id` is stored, or undefined. */
  slotOf(id: number): number | undefined {
    if (!this.#ids) {
      const ids = new Map<number, number>()
      eachSlot(this.slots.runs, (slot) => {
        const found = idOf(this.bySlot[slot])
        if (found !== undefined && !ids.has(found)) ids.set(found, slot)
      })
      this.#ids = ids
    }
    return this.#ids.get(id)
  }

  /**
   * The list after a write of the whole list (an update's draft, encoded by `encodeList`): `written` records by
   * slot (undefined: no longer used), its new slots and array. The map of ids is made again when next needed.
   */
  rewritten(
    slots: Slots,
    written: readonly [number, unknown][],
    array: readonly unknown[],
    highest?: number,
  ) {
    return new CachedList(slots, withRecords(this.bySlot, written), array, highest)
  }

  /** What `Store.updateRecords` hands its change: this list's records, to look up, put back changed and add to. */
  edit<T>(): RecordsEdit<T> {
    return new RecordsEdit<T>(this, (slots, written, added, highest) => {
      const ids = this.#ids
      if (ids) for (const [id, slot, first] of added) if (first || !ids.has(id)) ids.set(id, slot)
      return new CachedList(slots, withRecords(this.bySlot, written), undefined, highest, ids)
    })
  }
}

/** A list's records by slot, for `CachedList` (undefined where no record is). */
export function slotArray(slots: Slots, size: number): unknown[] {
  // A damaged index may name a slot far past the others: then a sparse array, rather than billions of holes.
  const bySlot: unknown[] = []
  // pushed, not `new Array(n)`: V8 makes an array of more than 100,000 holes a slow dictionary
  if (slots.next <= 2 * size + 1024) for (let slot = 0; slot < slots.next; slot++) bySlot.push(undefined)
  return bySlot
}

/** `bySlot` with `written` put in place. */
function withRecords(bySlot: unknown[], written: readonly [number, unknown][]): unknown[] {
  for (const [slot, record] of written) bySlot[slot] = record
  return bySlot
}

/** Records of one list by id, as `Store.updateRecords` hands them to its change (docs/backend.md, "Cache"). */
export interface Records<T> {
  /** How many records the list holds, with those added so far. */
  readonly size: number
  /**
   * The first record with `id` in the list's order, added ones first, or undefined. Records are frozen: to change
   * one, `put` a changed copy.
   */
  get(id: number): T | undefined
  /** Stores `record` where the record with its id stands (an update). Throws when the list has none. */
  put(record: T): void
  /** Adds `record` first. Its id must be new in the list (`newId`). */
  prepend(record: T): void
  /** Adds `record` last. Its id must be new in the list (`newId`). */
  append(record: T): void
  /**
   * Every record as the list now stands, in order: one pass over the whole list, for a check over all of them
   * (a quota's bytes).
   */
  all(): readonly T[]
}

type Commit = (
  slots: Slots,
  written: readonly [number, unknown][],
  added: readonly [id: number, slot: number, first: boolean][],
  highest: number | undefined,
) => CachedList

/** `Records` over a `CachedList`: what the change did, kept until the store writes it (`encode`). */
export class RecordsEdit<T> implements Records<T> {
  /** Records put over existing ones, by slot. */
  readonly #changed = new Map<number, unknown>()
  /** Records added first, in the order they were added (the last one added is the list's first). */
  readonly #first: unknown[] = []
  readonly #last: unknown[] = []
  /** The records added, by id. */
  readonly #added = new Map<number, { list: unknown[]; at: number }>()

  constructor(
    private readonly list: CachedList,
    private readonly commit: Commit,
  ) {}

  get size(): number {
    return this.list.size + this.#first.length + this.#last.length
  }

  get(id: number): T | undefined {
    const added = this.#added.get(id)
    if (added) return added.list[added.at] as T
    const slot = this.list.slotOf(id)
    if (slot === undefined) return undefined
    return (this.#changed.has(slot) ? this.#changed.get(slot) : this.list.bySlot[slot]) as T
  }

  put(record: T): void {
    const id = idOf(record)
    const added = id === undefined ? undefined : this.#added.get(id)
    if (added) {
      added.list[added.at] = record
      return
    }
    const slot = id === undefined ? undefined : this.list.slotOf(id)
    if (slot === undefined) throw new Error(`No record with the id ${id} to put back`)
    // a copy with every field as stored changes nothing: nothing to write, as with an update's draft
    if (sameFields(record, this.list.bySlot[slot])) this.#changed.delete(slot)
    else this.#changed.set(slot, record)
  }

  prepend(record: T): void {
    this.#add(this.#first, record)
  }

  append(record: T): void {
    this.#add(this.#last, record)
  }

  #add(list: unknown[], record: unknown): void {
    const id = idOf(record)
    if (id === undefined) throw new Error('A record added by id needs a numeric id')
    this.#added.set(id, { list, at: list.length })
    list.push(record)
  }

  all(): readonly T[] {
    const all: unknown[] = this.#first.toReversed()
    const { bySlot } = this.list
    eachSlot(this.list.slots.runs, (slot) => {
      all.push(this.#changed.has(slot) ? this.#changed.get(slot) : bySlot[slot])
    })
    return all.concat(this.#last) as T[]
  }

  /**
   * The entries that store this edit at `key` (the records it put or added, each frozen, and the index), and the
   * cached list once they are stored; undefined when the change put and added nothing.
   */
  encode(key: string): { entries: Record<string, unknown>; cached: () => CachedList } | undefined {
    if (!this.#changed.size && !this.#first.length && !this.#last.length) return undefined
    const { list } = this
    let { runs, next } = list.slots
    let { highest } = list
    const entries: Record<string, unknown> = {}
    const written: [number, unknown][] = []
    const added: [number, number, boolean][] = []
    const write = (slot: number, record: unknown) => {
      freezeKept(record)
      entries[recordKey(key, slot)] = record
      written.push([slot, record])
      const id = idOf(record)
      if (highest !== undefined && id !== undefined && id > highest) highest = id
    }
    for (const [slot, record] of this.#changed) write(slot, record)
    for (const [records, first] of [
      [this.#first, true],
      [this.#last, false],
    ] as const)
      for (const record of records) {
        const slot = next++
        write(slot, record)
        added.push([idOf(record)!, slot, first])
        runs = first ? runsWithFirst(runs, slot) : runsWithLast(runs, slot)
      }
    const slots = { runs, next }
    // every write stores the index, even unchanged: another instance finds changed records through it (`Kv.changedSince`)
    entries[key] = listIndex(runs)
    return { entries, cached: () => this.commit(slots, written, added, highest) }
  }
}

/** Whether two records have the same fields with the same values (nested values compared by reference). */
function sameFields(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A record's numeric id, or undefined (not a record, or no such id). */
export const idOf = (record: unknown): number | undefined =>
  typeof record === 'object' &&
  record !== null &&
  !Array.isArray(record) &&
  typeof (record as { id?: unknown }).id === 'number'
    ? (record as { id: number }).id
    : undefined
