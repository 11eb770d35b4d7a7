// What the scroll benchmarks share to fill the mock back end: reading and writing a list straight in the service
// worker's IndexedDB store (database tessera-mock, object store collections). Going through the API one record at
// a time takes minutes for 10,000 records. Run these on a signed-in page whose worker has started.

/**
 * The records of the list stored at `key`, in either layout the store knows (docs/backend.md, "Storage layout"):
 * an index at `key` naming slots (as runs, or listed), each record at `key/slot`, or (older data) the whole list at `key`.
 */
export function readList(page, key) {
  return page.evaluate(
    (name) =>
      new Promise((done, fail) => {
        const open = indexedDB.open('tessera-mock')
        open.addEventListener('error', () => fail(open.error))
        open.addEventListener('success', () => {
          const store = open.result.transaction('collections', 'readonly').objectStore('collections')
          const read = store.get(name)
          read.addEventListener('error', () => fail(read.error))
          read.addEventListener('success', () => {
            const stored = read.result
            if (Array.isArray(stored)) return done(stored)
            // the index lists its slots, or (since the store bench of issue #40) names them as runs
            const runs = stored?.['~runs']
            const slots = Array.isArray(runs)
              ? runs.flatMap((first, i) =>
                  i % 2
                    ? []
                    : Array.from(
                        { length: Math.abs(runs[i + 1]) },
                        (_, n) => first + n * Math.sign(runs[i + 1]),
                      ),
                )
              : stored?.['~records']
            if (!Array.isArray(slots)) return done([])
            const records = []
            let left = slots.length
            if (left === 0) return done(records)
            slots.forEach((slot, at) => {
              const one = store.get(`${name}/${slot}`)
              one.addEventListener('error', () => fail(one.error))
              one.addEventListener('success', () => {
                records[at] = one.result
                left -= 1
                if (left === 0) done(records)
              })
            })
          })
        })
      }),
    key,
  )
}

/**
 * Writes `records` as the whole list at `key`, which the store reads like an older install's data, and a new
 * stored revision, so a worker that already holds the list in its cache reads it again (docs/backend.md, "Cache").
 * Record-by-record keys left from before are not read once `key` holds a list.
 */
export function writeList(page, key, records) {
  return page.evaluate(
    ([name, list]) =>
      new Promise((done, fail) => {
        const open = indexedDB.open('tessera-mock')
        open.addEventListener('error', () => fail(open.error))
        open.addEventListener('success', () => {
          const tx = open.result.transaction('collections', 'readwrite')
          const store = tx.objectStore('collections')
          store.put(list, name)
          store.put(`bench:${Date.now()}`, 'revision')
          tx.addEventListener('complete', () => done(undefined))
          tx.addEventListener('error', () => fail(tx.error))
        })
      }),
    [key, records],
  )
}
