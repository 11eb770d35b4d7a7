/**
 * `npm run db:migrate`: applies the database migrations (the server also does at start).
 * `npm run db:import -- <file.json>`: a one-off copy of an older install's `DATA_FILE` into the database, which
 * must hold no data yet. Both use `DATABASE_URL`, else the embedded database in `DATA_DIR` (docs/backend.md).
 */
import { readFileSync } from 'node:fs'
import { createAppStore, type SetAside } from '../store'
import { createMemoryKv } from '../store/memory-kv'
import { openMigratedDatabase } from '../store/sql/open'
import { createSqlKv } from '../store/sql/sql-kv'

const [command, file] = process.argv.slice(2)
const say = (line: string) => process.stdout.write(`${line}\n`)

async function importFile(path: string) {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${path} is not a JSON object: not a data file`)
  // The file's data through the store's checks first, in memory: what fails them is set aside, not imported.
  const memory = createMemoryKv()
  await memory.replaceAll(data as Record<string, unknown>)
  const setAside: SetAside[] = []
  const checked = createAppStore(memory, { durable: true, onSetAside: (row) => setAside.push(row) })
  const repaired = await checked.takeRestored()
  const db = await openMigratedDatabase(process.env)
  try {
    const [{ count }] = await db.query<{ count: number | string }>('select count(*) as count from entries')
    if (Number(count) > 0) throw new Error(`${db.description} already holds data: import into an empty one`)
    const kv = createSqlKv(db)
    const entries = await memory.getAll()
    // one transaction: all of it or nothing
    await kv.exclusive!(async () => {
      await kv.replaceAll(entries)
      await kv.setAside!(setAside)
    })
    say(`Imported ${path} into ${db.description}.`)
    if (setAside.length)
      say(`${setAside.length} record(s) failed their checks and were set aside in quarantine.`)
    if (repaired.restored.length) say(`Came back from the demo data: ${repaired.restored.join(', ')}.`)
  } finally {
    await db.close()
  }
}

async function main() {
  if (command === 'migrate') {
    const db = await openMigratedDatabase(process.env)
    say(`${db.description} is up to date.`)
    await db.close()
  } else if (command === 'import' && file) await importFile(file)
  else throw new Error('Usage: tsx backend/runtimes/db.ts migrate | import <file.json>')
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
