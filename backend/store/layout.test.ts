import { describe, expect, it } from 'vitest'
import { allSlots, encodeList, indexedSlots, recordKey, type Slots } from './layout'

type Note = Readonly<{ id: number; text: string }>

/** Applies `encodeList`'s entries to a plain key-value map, as a storage would, and reads the list back. */
function store(kv: Map<string, unknown>, entries: Record<string, unknown>) {
  for (const [key, value] of Object.entries(entries))
    if (value === undefined) kv.delete(key)
    else kv.set(key, value)
}
const readBack = (kv: Map<string, unknown>) =>
  indexedSlots(kv.get('notes'))!.map((slot) => kv.get(recordKey('notes', slot)))

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

describe('encodeList', () => {
  it('stores every edit so that reading back gives the list, with no slot both written and named twice', () => {
    const next = random(7)
    let list: Note[] = Array.from({ length: 40 }, (_, i) => Object.freeze({ id: i, text: `note ${i}` }))
    const kv = new Map<string, unknown>()
    let encoded = encodeList('notes', list)
    store(kv, encoded.entries)
    let id = 100
    for (let step = 0; step < 400; step++) {
      const before = list
      const after = list.slice()
      const at = Math.floor(next() * after.length)
      const other = Math.floor(next() * after.length)
      switch (Math.floor(next() * 6)) {
        case 0: // an update in place
          after[at] = Object.freeze({ ...after[at], text: `changed ${step}` })
          break
        case 1: // a swap
          ;[after[at], after[other]] = [after[other], after[at]]
          break
        case 2: // a swap and an update of one of them
          ;[after[at], after[other]] = [after[other], Object.freeze({ ...after[at], text: `moved ${step}` })]
          break
        case 3: // an add
          after.splice(at, 0, Object.freeze({ id: ++id, text: `new ${step}` }))
          break
        case 4: // a delete
          if (after.length > 1) after.splice(at, 1)
          break
        default: // a record replaced by a copy of another (one record twice, the replaced one gone)
          after[at] = after[other]
      }
      encoded = encodeList('notes', after, { slots: encoded.slots, before })
      const slots: Slots = encoded.slots
      const named = allSlots(slots)
      expect(new Set(named).size).toBe(named.length)
      store(kv, encoded.entries)
      expect(readBack(kv)).toEqual(after)
      list = after
    }
  })

  it('writes an update in place: the record at its own slot, no deletion, the index unchanged', () => {
    const list: Note[] = Array.from({ length: 1_000 }, (_, i) => Object.freeze({ id: i, text: `note ${i}` }))
    const first = encodeList('notes', list)
    const changed = list.slice()
    changed[500] = Object.freeze({ id: 500, text: 'changed' })
    const { entries, slots } = encodeList('notes', changed, { slots: first.slots, before: list })
    expect(Object.keys(entries).sort()).toEqual(['notes', 'notes/500'])
    expect(slots.runs).toEqual(first.slots.runs)
  })
})
