/** mulberry32: a tiny seeded generator, so every seed run produces the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  }
}
export type Random = ReturnType<typeof createRandom>

export const DAY_MS = 86_400_000

/** YYYY-MM-DD of `now` shifted by whole days. */
export const isoDay = (now: Date, offsetDays: number) =>
  new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10)
