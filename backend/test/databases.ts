import { createIdbKv } from '../store/idb-kv'
import type { Kv } from '../store/kv'
import { createMemoryKv } from '../store/memory-kv'
import type { SqlClient } from '../store/sql/client'
import { migrate } from '../store/sql/migrate'
import { createSqlKv } from '../store/sql/sql-kv'

/**
 * Where the back end's tests run their store: memory, IndexedDB (fake-indexeddb, imported by the test file), the
 * embedded PostgreSQL, and a PostgreSQL server when `TEST_DATABASE_URL` names one (CI starts one: .ci/run). Each
 * `open` gets storage of its own: a new IndexedDB database, a new in-memory PGlite, a new database on the server.
 */
export interface TestStorage {
  kv: Kv
  /** The SQL database under `kv`, for the stores on PostgreSQL. */
  db?: SqlClient
  /** The server database's address, for a second connection to it (two instances). */
  url?: string
  close(): Promise<void>
}

export interface TestDatabase {
  name: string
  open(): Promise<TestStorage>
}

/** A PostgreSQL server for the tests, from the environment; the tests that need one skip without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

/**
 * A second client on `storage`'s database, as a second instance (another process) would have: a pool of its own
 * on a server; the same client on the embedded database, which one process owns (close it only when it differs).
 */
export async function secondClient(storage: TestStorage): Promise<SqlClient> {
  if (!storage.url) return storage.db!
  const { openPg } = await import('../store/sql/pg')
  return openPg(storage.url)
}

let opened = 0
const unique = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${++opened}`

const sqlStorage = async (db: SqlClient, drop?: () => Promise<void>): Promise<TestStorage> => {
  await migrate(db)
  return {
    kv: createSqlKv(db),
    db,
    close: async () => {
      await db.close()
      await drop?.()
    },
  }
}

export const MEMORY: TestDatabase = {
  name: 'memory',
  open: async () => ({ kv: createMemoryKv(), close: async () => undefined }),
}

export const INDEXED_DB: TestDatabase = {
  name: 'IndexedDB',
  open: async () => ({ kv: createIdbKv(unique('tessera-test')), close: async () => undefined }),
}

export const PGLITE: TestDatabase = {
  name: 'embedded PostgreSQL',
  async open() {
    const { openPglite } = await import('../store/sql/pglite')
    return sqlStorage(await openPglite())
  },
}

/** A new database on the test server, dropped at `close`. */
export const POSTGRES_SERVER: TestDatabase = {
  name: 'PostgreSQL server',
  async open() {
    const url = TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is not set')
    const { openPg } = await import('../store/sql/pg')
    const name = unique('tessera_test')
    const admin = await openPg(url)
    await admin.query(`create database ${name}`)
    const address = new URL(url)
    address.pathname = `/${name}`
    const storage = await sqlStorage(await openPg(address.toString()), async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.close()
    })
    return { ...storage, url: address.toString() }
  },
}

/** The SQL databases two-instance tests run on: a server when `TEST_DATABASE_URL` names one, and the embedded one. */
export const SQL_SETUPS = [
  { database: POSTGRES_SERVER, skip: !TEST_DATABASE_URL },
  { database: PGLITE, skip: false },
]
