import { Pool, type QueryResult, type QueryResultRow } from 'pg'
import type { SqlClient, SqlQuery } from './client'

/** A PostgreSQL server through a pool of node-postgres connections; `DATABASE_URL` names it. */
export async function openPg(url: string): Promise<SqlClient> {
  const pool = new Pool({ connectionString: url, max: 5 })
  // an idle connection the server ended (a restart, a dropped database) is replaced on the next query; unheard,
  // its error would stop the process
  pool.on('error', (error) =>
    process.stderr.write(`[tessera database] idle connection lost: ${error.message}\n`),
  )
  // fails here, with the server's reason, when the database cannot be reached
  await pool.query('select 1')
  const wrap = (target: Pick<Pool, 'query'>): SqlQuery => ({
    query: async <R extends object>(text: string, params?: unknown[]) =>
      (await target.query<R & QueryResultRow>(text, params)).rows,
    // without parameters node-postgres sends the simple protocol, which takes several statements
    exec: async (text) => void (await target.query(text)),
  })
  return {
    ...wrap(pool),
    async transaction(work, opening) {
      const connection = await pool.connect()
      try {
        // several statements without parameters go in one message (the simple protocol), each with its own
        // snapshot: the last one sees what was committed before the ones ahead of it (a lock) returned
        const opened: QueryResult | QueryResult[] = await connection.query(
          opening ? `begin; ${opening}` : 'begin',
        )
        const result = await work(wrap(connection), Array.isArray(opened) ? (opened.at(-1)?.rows ?? []) : [])
        await connection.query('commit')
        return result
      } catch (error) {
        await connection.query('rollback').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL at ${withoutPassword(url)}`,
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.password = ''
    return parsed.toString()
  } catch {
    return 'DATABASE_URL'
  }
}
