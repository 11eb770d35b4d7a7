import { readdirSync, readFileSync } from 'node:fs'
import type { SqlClient } from './client'

const MIGRATIONS = new URL('./migrations/', import.meta.url)
/** Taken while migrating, so instances starting together apply each migration once. */
const MIGRATION_LOCK = 7_340_001

export interface SqlMigration {
  version: number
  name: string
  sql: string
}

/** The files of `migrations/`, `NNN_name.sql`, in version order. */
export function readMigrations(): SqlMigration[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file)
      if (!match) throw new Error(`Migration file ${file} is not named NNN_name.sql`)
      return {
        version: Number(match[1]),
        name: match[2],
        sql: readFileSync(new URL(file, MIGRATIONS), 'utf8'),
      }
    })
}

/**
 * Applies the migrations the database has not seen, in one transaction, each with its row in `schema_migrations`;
 * returns the versions applied. A database with a migration this code does not know (a newer
 * release ran on it) is refused: this code would not understand its tables.
 */
export async function migrate(db: SqlClient, migrations = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    // under the lock: "if not exists" does not hold against another instance creating it at the same moment
    await tx.exec(
      `create table if not exists schema_migrations (
         version integer primary key, name text not null, applied_at timestamptz not null default now())`,
    )
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    )
    const known = new Set(migrations.map((migration) => migration.version))
    const unknown = [...done].filter((version) => !known.has(version))
    if (unknown.length)
      throw new Error(
        `The database has migration ${unknown.join(', ')}, which this version of Tessera does not know: run a newer version, or restore a backup made for this one.`,
      )
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        throw migrationFailed(migration, error)
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    return applied
  }, undefined)
}

/**
 * The failed migration named, and one that creates an extension the server lacks (or this role may not create)
 * says what to install: the server's own message names only a control file or a privilege.
 */
function migrationFailed(migration: SqlMigration, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error)
  const created = [...migration.sql.matchAll(/create extension (?:if not exists )?"?(\w+)/gi)].map(
    (m) => m[1],
  )
  const extension = created.find(
    (name) => reason.includes(`"${name}"`) || reason.includes(`/${name}.control`),
  )
  const help = extension
    ? ` It needs the PostgreSQL extension ${extension}: install PostgreSQL's contrib modules where the database server runs (Debian's and Ubuntu's postgresql package has them), then let this role create it (CREATE on the database) or have an administrator run "create extension ${extension};" in this database once.`
    : ''
  const file = `${String(migration.version).padStart(3, '0')}_${migration.name}`
  return new Error(`Migration ${file} failed: ${reason}.${help}`, { cause: error })
}
