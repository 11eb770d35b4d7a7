// @vitest-environment node
import { createAppStore, type AppStore } from '..'
import { secondClient, SQL_SETUPS, type TestStorage } from '../../test/databases'
import type { SqlClient } from './client'
import { createSqlKv } from './sql-kv'

/**
 * A stale instance reads only what changed (docs/backend.md, "Cache"): two stores over one database, each with its
 * own cache, as two server processes. When one writes, the other asks which of its cached rows changed since the
 * change number it holds and reads those rows alone; what nobody wrote stays cached.
 */

interface Statement {
  text: string
  rows: number
}

/** `db` recording each statement it runs and how many rows each answered. */
function counting(db: SqlClient, log: Statement[]): SqlClient {
  const recorded = (on: Pick<SqlClient, 'query' | 'exec'>) => ({
    query: async <R extends object>(text: string, params?: unknown[]) => {
      const rows = await on.query<R>(text, params)
      log.push({ text, rows: rows.length })
      return rows
    },
    exec: async (text: string) => {
      log.push({ text, rows: 0 })
      await on.exec(text)
    },
  })
  return {
    ...recorded(db),
    transaction: (work, opening) => db.transaction((tx, opened) => work(recorded(tx), opened), opening),
    close: () => db.close(),
    description: db.description,
  }
}

/** Records read whole: a list's every row (the read of a collection not cached). */
/** Adds a task first, a copy of the first one with a new id (the to-do add's write). */
const addTask = (store: AppStore, title: string) =>
  store.updateRecords('tasks', async (tasks, newId) => {
    const task = { ...tasks.all()[0], id: await newId('tasks'), title }
    tasks.prepend(task)
    return task
  })

const wholeReads = (log: Statement[]) => log.filter((s) => /from records where collection = \$1/.test(s.text))

/** Rows read through `changedSince` (the entries and records changed, the counters asked, the mark). */
const changedRows = (log: Statement[]) =>
  log.filter((s) => s.text.includes('with changed as')).reduce((sum, s) => sum + s.rows, 0)

for (const { database, skip } of SQL_SETUPS)
  describe.skipIf(skip)(`a stale instance on ${database.name}`, () => {
    let storage: TestStorage
    let second: SqlClient
    const log: Statement[] = []
    let a: AppStore
    let b: AppStore

    beforeAll(async () => {
      storage = await database.open()
      second = await secondClient(storage)
    }, 60_000)
    afterAll(async () => {
      if (second && second !== storage?.db) await second.close()
      await storage?.close()
    })
    beforeEach(async () => {
      // two new instances (the data stays): A writes, B is counted
      a = createAppStore(createSqlKv(storage.db!), { durable: true })
      b = createAppStore(createSqlKv(counting(second, log)), { durable: true })
      await a.read('users')
      log.length = 0
    })

    it('reads only the records another instance changed, and sees exactly its result', async () => {
      const cached = await b.read('users')
      await b.read('blogPosts')
      await b.read('kbVotes')
      const [first, template] = cached
      await a.update('users', (users) => {
        users.splice(users.length - 1, 1)
        users[0].fullName = 'Changed on A'
      })
      await a.update('users', async (users, newId) => {
        users.push({
          ...template,
          id: await newId('users'),
          email: 'added.on.a@demo.com',
          username: 'added.on.a',
        })
      })
      await a.update('plans', (plans) => plans)
      await a.update('kbVotes', (votes) => void (votes['1'] = { 'article-1': true }))
      log.length = 0

      const users = await b.read('users')
      expect(users).toEqual(await createAppStore(createSqlKv(storage.db!), { durable: true }).read('users'))
      expect(users[0]).toEqual({ ...first, fullName: 'Changed on A' })
      expect(users.at(-1)).toMatchObject({ email: 'added.on.a@demo.com' })
      expect(users).toHaveLength(cached.length)
      // the records nobody changed are the very objects B held
      const kept = cached.slice(1, -1)
      expect(users.slice(1, -1).every((user, i) => user === kept[i])).toBe(true)
      expect(wholeReads(log)).toEqual([])
      // the users' index, its two new records (one changed, one added), the kbVotes A wrote, the mark
      expect(changedRows(log)).toBe(5)
      expect(await b.read('kbVotes')).toEqual({ '1': { 'article-1': true } })
      // the records stay frozen, the list's array does not
      expect(Object.isFrozen(users[0])).toBe(true)
      expect(Object.isFrozen(users)).toBe(false)

      // a collection A never wrote is still B's cached value: one peek, no read
      log.length = 0
      const posts = await b.read('blogPosts')
      expect(log.map((s) => s.text)).toEqual([expect.stringContaining('from entries where key = any')])
      expect(posts).toBe(await b.read('blogPosts'))
    })

    it('gives the next id after the ones another instance gave, and keeps its own writes visible to it', async () => {
      await b.read('tasks')
      log.length = 0
      const added: number[] = []
      for (const [store, title] of [
        [a, 'first on A'],
        [b, 'then on B'],
        [a, 'again on A'],
        [b, 'again on B'],
      ] as const)
        added.push((await addTask(store, title)).id)
      expect(added).toEqual(added.toSorted((x, y) => x - y))
      expect(new Set(added).size).toBe(4)
      const seen = (await b.read('tasks')).slice(0, 4).map((task) => task.title)
      expect(seen).toEqual(['again on B', 'again on A', 'then on B', 'first on A'])
      expect(await a.read('tasks')).toEqual(await b.read('tasks'))
      expect(wholeReads(log)).toEqual([])
      // A adds and deletes a task B never saw: B's next id is still above it (its cached counter was refreshed)
      const unseen = await addTask(a, 'unseen')
      await a.update('tasks', (tasks) => void tasks.shift())
      const next = await addTask(b, 'next')
      expect(next.id).toBeGreaterThan(unseen.id)
    })

    it('drops everything when another instance re-seeds', async () => {
      await b.update('users', (users) => void (users[0].fullName = 'Before the reset'))
      await b.read('users')
      await a.reset()
      log.length = 0
      expect((await b.read('users'))[0].fullName).not.toBe('Before the reset')
      expect(wholeReads(log)).toHaveLength(1)
    })
  })
