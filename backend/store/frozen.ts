/**
 * What the store keeps is frozen: records deep-frozen, never a list's own array (docs/backend.md, "Cache").
 */

/** A draft Immer left in what an update made: the update runs again with Immer's own freezing (`store.ts`). */
export class DraftLeft extends Error {}

/**
 * The arrays of lists the store keeps (cached, handed out by reads): their records are frozen, the arrays
 * themselves are not. V8 keeps a frozen array's elements in a slow form: `find`, `slice` or a spread over a
 * frozen list of 10,000 records took 30 to 40 times as long as over the same list unfrozen, and every read
 * passes over the list at least once. Never mutate one: a write makes a new array, or none (`CachedList`).
 */
const keptLists = new WeakSet<object>()

/** Marks `list` as a kept list whose records are frozen already. */
export const markKept = (list: readonly unknown[]): void => void keptLists.add(list)

/** Deep-freezes `value`, stopping at what is frozen already and at kept lists (whose records are frozen). */
export function freezeKept(value: unknown): void {
  if (typeof value !== 'object' || value === null || keptLists.has(value)) return
  let frozen: boolean
  try {
    frozen = Object.isFrozen(value)
  } catch {
    // only a revoked proxy throws here: a draft Immer left behind
    throw new DraftLeft()
  }
  if (frozen) return
  Object.freeze(value)
  for (const key of Object.keys(value)) freezeKept((value as Record<string, unknown>)[key])
}

/** Keeps `list` as a cached list: each record deep-frozen (those frozen already cost one check), not the array. */
export function keepList(list: readonly unknown[]): void {
  for (let i = 0; i < list.length; i++) freezeKept(list[i])
  keptLists.add(list)
}
