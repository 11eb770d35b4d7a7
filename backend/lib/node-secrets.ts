import { randomKey } from '../seed/auth'
import type { TokenSecrets } from './tokens'

/** Shorter secrets are refused: HS256 wants at least as many bytes as its hash (docs/auth.md, "Secrets"). */
export const MIN_SECRET_LENGTH = 32

/**
 * The Node server's signing secrets come from `JWT_ACCESS_SECRET` and `JWT_REFRESH_SECRET`. Unset, it makes random
 * ones, and sessions then end when the server stops; set but short, or both the same, it refuses to start.
 */
export function nodeSecrets(env: Record<string, string | undefined>): {
  secrets: TokenSecrets
  warning?: string
} {
  const access = env.JWT_ACCESS_SECRET
  const refresh = env.JWT_REFRESH_SECRET
  if (access === undefined && refresh === undefined)
    return {
      secrets: { access: randomKey(), refresh: randomKey() },
      warning:
        'JWT_ACCESS_SECRET and JWT_REFRESH_SECRET are not set: using random secrets, so sessions will not survive a restart.',
    }
  if (!access || !refresh) throw new Error('Set both JWT_ACCESS_SECRET and JWT_REFRESH_SECRET, or neither.')
  if (access.length < MIN_SECRET_LENGTH || refresh.length < MIN_SECRET_LENGTH)
    throw new Error(
      `JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`,
    )
  if (access === refresh) throw new Error('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ.')
  return { secrets: { access, refresh } }
}
