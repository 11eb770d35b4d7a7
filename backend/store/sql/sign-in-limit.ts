import { SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS, signInPair, type SignInLimiter } from '../../lib/sign-in-limit'
import type { SqlClient } from './client'

/**
 * The sign-in limit (backend/lib/sign-in-limit.ts) with its counts in the database, so every instance over it
 * counts the same failures and a restart forgets none. Ended windows are deleted as new failures come.
 */
export function createSqlSignInLimiter(db: SqlClient, now: () => number): SignInLimiter {
  return {
    async waitFor(email, client) {
      const [row] = await db.query<{ count: number; until_ms: string }>(
        'select count, until_ms from sign_in_failures where pair = $1 and until_ms > $2',
        [signInPair(email, client), now()],
      )
      return row && row.count >= SIGN_IN_ATTEMPTS ? Math.ceil((Number(row.until_ms) - now()) / 1000) : 0
    },
    async failed(email, client) {
      const at = now()
      await db.transaction(async (tx) => {
        await tx.query('delete from sign_in_failures where until_ms <= $1', [at])
        await tx.query(
          `insert into sign_in_failures (pair, count, until_ms) values ($1, 1, $2)
           on conflict (pair) do update set count = sign_in_failures.count + 1`,
          [signInPair(email, client), at + SIGN_IN_WINDOW_MS],
        )
      }, undefined)
    },
    async succeeded(email, client) {
      await db.query('delete from sign_in_failures where pair = $1', [signInPair(email, client)])
    },
  }
}
