import type { Kv, SetAside } from '../kv'
import { ID_COUNTER_PREFIX } from '../store'
import type { SqlClient, SqlQuery } from './client'
import { sqlListQueries } from './lists'

/** Taken by every store operation: instances over one database take turns, as one process's calls do. */
const STORE_LOCK = 7_340_002

/** A record's storage key, `<collection>/<slot>` (store/layout.ts), as its row's two columns. */
function splitRecordKey(key: string): { collection: string; slot: number } | undefined {
  const at = key.lastIndexOf('/')
  if (at < 0) return undefined
  const slot = Number(key.slice(at + 1))
  return Number.isInteger(slot) && slot >= 0 ? { collection: key.slice(0, at), slot } : undefined
}

/** The collection of an id counter's key (`#tasks@7`: `tasks@7`), stored in `id_counters`; else undefined. */
const counterOf = (key: string) =>
  key.startsWith(ID_COUNTER_PREFIX) ? key.slice(ID_COUNTER_PREFIX.length) : undefined

/** `text` as an SQL string literal (the store's own key names, in a statement without parameters). */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`

interface Row {
  key: string
  value: unknown
}

/**
 * The store's key-value view of the tables (docs/backend.md, "The database"): a list's records are rows of
 * `records`, everything else rows of `entries`. `exclusive` runs a whole store operation (its checks, reads and
 * write) in one transaction holding one advisory lock, so any number of instances over one database read and
 * write as one process would; every call made meanwhile goes through that transaction.
 */
export function createSqlKv(db: SqlClient, { sole = false }: { sole?: boolean } = {}): Kv {
  let current: SqlQuery | undefined
  let turn: Promise<unknown> = Promise.resolve()
  const q = (): SqlQuery => current ?? db

  // Outside `exclusive` (tests, imports) a write still runs in one transaction of its own.
  const inTransaction = <T>(work: (tx: SqlQuery) => Promise<T>): Promise<T> =>
    current ? work(current) : db.transaction(work, undefined)

  async function getOne(key: string): Promise<unknown> {
    const counter = counterOf(key)
    if (counter !== undefined) {
      const rows = await q().query<{ last: string }>(
        'select last_id as last from id_counters where collection = $1',
        [counter],
      )
      return rows[0] ? Number(rows[0].last) : undefined
    }
    const record = splitRecordKey(key)
    const rows = record
      ? await q().query<Row>('select value from records where collection = $1 and slot = $2', [
          record.collection,
          record.slot,
        ])
      : await q().query<Row>('select value from entries where key = $1', [key])
    return rows[0]?.value
  }

  async function write(tx: SqlQuery, entries: Record<string, unknown>): Promise<void> {
    const deleted = { keys: [] as string[], collections: [] as string[], slots: [] as number[] }
    const put = { keys: [] as string[], values: [] as string[] }
    const putRecords = { collections: [] as string[], slots: [] as number[], values: [] as string[] }
    const counters = { collections: [] as string[], lasts: [] as number[] }
    for (const [key, value] of Object.entries(entries)) {
      const record = splitRecordKey(key)
      const counter = counterOf(key)
      if (counter !== undefined) {
        // never deleted nor lowered: an id once given stays given
        if (typeof value !== 'number') continue
        counters.collections.push(counter)
        counters.lasts.push(value)
      } else if (value === undefined && record) {
        deleted.collections.push(record.collection)
        deleted.slots.push(record.slot)
      } else if (value === undefined) deleted.keys.push(key)
      else if (record) {
        putRecords.collections.push(record.collection)
        putRecords.slots.push(record.slot)
        putRecords.values.push(JSON.stringify(value))
      } else {
        put.keys.push(key)
        put.values.push(JSON.stringify(value))
      }
    }
    // One statement, one round trip (the records' foreign key to their entry is checked at commit), except that
    // deletions go first in their own when records are also written: the parts of one statement run in no set
    // order, and an account that moved to a new slot must not meet its old row in the unique indexes.
    const parts: string[] = []
    let params: unknown[] = []
    const param = (value: unknown) => `$${params.push(value)}`
    if (deleted.slots.length)
      parts.push(
        `delete from records r using unnest(${param(deleted.collections)}::text[], ${param(deleted.slots)}::int[])
           as d(collection, slot)
         where r.collection = d.collection and r.slot = d.slot`,
      )
    if (deleted.keys.length) parts.push(`delete from entries where key = any(${param(deleted.keys)}::text[])`)
    if (parts.length && putRecords.slots.length) {
      await statement(tx, parts, params)
      parts.length = 0
      params = []
    }
    if (put.keys.length)
      parts.push(
        `insert into entries (key, value)
         select k, v::jsonb from unnest(${param(put.keys)}::text[], ${param(put.values)}::text[]) as t(k, v)
         on conflict (key) do update set value = excluded.value`,
      )
    if (putRecords.slots.length)
      parts.push(
        `insert into records (collection, slot, value)
         select c, s, v::jsonb from unnest(${param(putRecords.collections)}::text[], ${param(putRecords.slots)}::int[],
           ${param(putRecords.values)}::text[]) as t(c, s, v)
         on conflict (collection, slot) do update set value = excluded.value`,
      )
    if (counters.collections.length)
      parts.push(
        `insert into id_counters (collection, last_id)
         select c, l from unnest(${param(counters.collections)}::text[], ${param(counters.lasts)}::bigint[]) as t(c, l)
         on conflict (collection) do update set last_id = greatest(id_counters.last_id, excluded.last_id)`,
      )
    await statement(tx, parts, params)
  }

  /** `parts` (data-modifying statements) as one: the first as the main statement, the others as its `with`. */
  async function statement(tx: SqlQuery, parts: string[], params: unknown[]): Promise<void> {
    if (parts.length <= 1) {
      if (parts.length) await tx.query(parts[0], params)
      return
    }
    const others = parts.slice(1).map((part, i) => `w${i} as (${part})`)
    await tx.query(`with ${others.join(', ')} ${parts[0]}`, params)
  }

  async function allRows(): Promise<Row[]> {
    return q().query<Row>(
      `select key, value from entries
       union all select collection || '/' || slot, value from records
       union all select '${ID_COUNTER_PREFIX}' || collection, to_jsonb(last_id) from id_counters`,
    )
  }

  /** Values of `entries` rows (no records, no counters), in the order of `keys`. */
  async function entriesOf(on: SqlQuery, keys: string[]): Promise<unknown[]> {
    const rows = await on.query<Row>('select key, value from entries where key = any($1::text[])', [keys])
    const byKey = new Map(rows.map((row) => [row.key, row.value]))
    return keys.map((key) => byKey.get(key))
  }

  /**
   * `Kv.changedSince` in one statement: the asked entries changed (or gone) since `since`, the records of those
   * entries changed since, every asked counter, and the mark: the highest change number stored (migration 009).
   * Store writes hold the store's lock and so does the caller, so every write committed before has numbers at
   * most the mark, and every later one numbers above it. A list's records change only with its index (each write
   * stores the index), so only changed entries' records are asked for.
   */
  async function changedSince(keys: string[], since: number) {
    const entryKeys = keys.filter((key) => counterOf(key) === undefined && !splitRecordKey(key))
    const counters = keys.flatMap((key) => counterOf(key) ?? [])
    const rows = await q().query<{ part: number; key: string | null; slot: number | null; value: unknown }>(
      `with changed as (
         select k.key, e.value, e.key is null as gone from unnest($1::text[]) as k(key)
         left join entries e on e.key = k.key where e.key is null or e.changed > $2)
       select 0 as part, key, null::int as slot, case when gone then null else value end as value from changed
       union all
       select 1, c.key, r.slot, r.value from changed c
       cross join lateral (select slot, value from records where collection = c.key and changed > $2) r
       where not c.gone
       union all
       select 2, collection, null, to_jsonb(last_id) from id_counters where collection = any($3::text[])
       union all
       select 3, null, null, to_jsonb(greatest(
         (select max(changed) from entries), (select max(changed) from records), $2::bigint))`,
      [entryKeys, since, counters],
    )
    const changed = new Map<string, unknown>()
    for (const counter of counters) changed.set(`${ID_COUNTER_PREFIX}${counter}`, undefined)
    let mark = since
    for (const { part, key, slot, value } of rows) {
      if (part === 0) changed.set(key!, value ?? undefined)
      else if (part === 1) changed.set(`${key}/${slot}`, value)
      else if (part === 2) changed.set(`${ID_COUNTER_PREFIX}${key}`, Number(value))
      else mark = Number(value)
    }
    return { mark, changed }
  }

  return {
    get: getOne,
    changedSince,
    async getMany(keys) {
      if (keys.some((key) => splitRecordKey(key) || counterOf(key) !== undefined))
        return Promise.all(keys.map(getOne))
      return entriesOf(q(), keys)
    },
    // the client itself, never the transaction of an `exclusive` under way (another store over this storage)
    peek: (keys) => entriesOf(db, keys),
    async getPrefixed(prefix) {
      if (prefix === ID_COUNTER_PREFIX) {
        const rows = await q().query<{ collection: string; last: string }>(
          'select collection, last_id as last from id_counters',
        )
        return new Map(rows.map((row) => [`${prefix}${row.collection}`, Number(row.last)]))
      }
      if (!prefix.endsWith('/')) {
        const rows = await allRows()
        return new Map(rows.filter((row) => row.key.startsWith(prefix)).map((row) => [row.key, row.value]))
      }
      const collection = prefix.slice(0, -1)
      const rows = await q().query<{ slot: number; value: unknown }>(
        'select slot, value from records where collection = $1',
        [collection],
      )
      return new Map(rows.map((row) => [`${prefix}${row.slot}`, row.value]))
    },
    async prefixedKeys(prefix) {
      if (!prefix.endsWith('/'))
        return (await allRows()).map((row) => row.key).filter((k) => k.startsWith(prefix))
      const rows = await q().query<{ slot: number }>('select slot from records where collection = $1', [
        prefix.slice(0, -1),
      ])
      return rows.map((row) => `${prefix}${row.slot}`)
    },
    keys: async () => (await allRows()).map((row) => row.key),
    getAll: async () => Object.fromEntries((await allRows()).map((row) => [row.key, row.value])),
    set: (entries) => inTransaction((tx) => write(tx, entries)),
    replaceAll: (entries) =>
      inTransaction(async (tx) => {
        await tx.query('delete from records')
        await tx.query('delete from entries')
        await write(tx, entries)
      }),
    setAside: (rows: SetAside[]) =>
      inTransaction(async (tx) => {
        if (!rows.length) return
        await tx.query(
          `insert into quarantine (collection, value, reason)
           select c, v::jsonb, r from unnest($1::text[], $2::text[], $3::text[]) as t(c, v, r)`,
          [
            rows.map((row) => row.collection),
            rows.map((row) => (row.value === undefined ? null : JSON.stringify(row.value))),
            rows.map((row) => row.reason),
          ],
        )
      }),
    lists: sqlListQueries(q),
    sole,
    exclusive<T>(task: (first: unknown[]) => Promise<T>, first: string[] = []): Promise<T> {
      // the lock, then (a statement of its own, so with a snapshot taken once the lock is held) the first reads,
      // sent with the transaction's begin: one round trip on a server; no lock where nothing else writes
      const opening = sole ? [] : [`select pg_advisory_xact_lock(${STORE_LOCK})`]
      if (first.length)
        opening.push(`select key, value from entries where key in (${first.map(quoted).join(', ')})`)
      const run = turn.then(() =>
        db.transaction(
          async (tx, opened) => {
            current = tx
            try {
              const byKey = new Map(opened.map((row) => [row.key, row.value]))
              return await task(first.map((key) => byKey.get(key)))
            } finally {
              current = undefined
            }
          },
          opening.join('; ') || undefined,
        ),
      )
      turn = run.catch(() => undefined)
      return run
    },
  }
}
