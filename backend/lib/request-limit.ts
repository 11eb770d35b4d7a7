/*
 * Counts requests per key in a fixed window: the first request of a key opens a window of `windowMs`, and past
 * `max` requests the key is refused until that window ends. Password-reset requests use one per address and one
 * per client. `createRequestLimit` keeps the counts in memory (tests, the browser); the Node server keeps them in its
 * database (backend/store/sql/request-limit.ts), shared by every instance.
 */
const MAX_TRACKED = 10_000

/** Keeps a map of time windows under MAX_TRACKED keys: the ended go first, then the oldest (sign-in-limit.ts too). */
export function makeRoomIn(windows: Map<string, { until: number }>, time: number): void {
  if (windows.size < MAX_TRACKED) return
  for (const [key, value] of windows) if (value.until <= time) windows.delete(key)
  while (windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value!)
}

export interface RequestLimit {
  /** Counts a request; the seconds to wait when it is over the limit (and then not counted), else 0. */
  take(key: string): Promise<number>
}

export function createRequestLimit(now: () => number, max: number, windowMs: number): RequestLimit {
  const windows = new Map<string, { count: number; until: number }>()
  return {
    async take(key) {
      const time = now()
      let entry = windows.get(key)
      if (entry && entry.until <= time) {
        windows.delete(key)
        entry = undefined
      }
      if (!entry) {
        makeRoomIn(windows, time)
        windows.set(key, { count: 1, until: time + windowMs })
        return 0
      }
      if (entry.count >= max) return Math.ceil((entry.until - time) / 1000)
      entry.count += 1
      return 0
    },
  }
}
