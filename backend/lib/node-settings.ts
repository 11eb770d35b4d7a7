import { type AccountRole, accountRoleSchema } from '../../contract/auth'
import type { TokenSecrets } from './tokens'

/** Shorter secrets are refused: HS256 wants at least as many bytes as its hash (docs/auth.md, "Secrets"). */
export const MIN_SECRET_LENGTH = 32

/**
 * The Node server's signing secrets come from `JWT_ACCESS_SECRET` and `JWT_REFRESH_SECRET`. Unset, the server uses
 * the random ones its database keeps (undefined here), the same for every instance and across restarts; set but
 * short, or both the same, it refuses to start.
 */
export function nodeSecrets(env: Record<string, string | undefined>): { secrets?: TokenSecrets } {
  const access = env.JWT_ACCESS_SECRET
  const refresh = env.JWT_REFRESH_SECRET
  if (access === undefined && refresh === undefined) return {}
  if (!access || !refresh) throw new Error('Set both JWT_ACCESS_SECRET and JWT_REFRESH_SECRET, or neither.')
  if (access.length < MIN_SECRET_LENGTH || refresh.length < MIN_SECRET_LENGTH)
    throw new Error(
      `JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`,
    )
  if (access === refresh) throw new Error('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ.')
  return { secrets: { access, refresh } }
}

/**
 * The role a new account gets on the Node server, from `NEW_ACCOUNT_ROLE`: `member` when unset (docs/auth.md,
 * "Roles"). An unknown role refuses to start, rather than guess.
 */
export function nodeNewAccountRole(env: Record<string, string | undefined>): AccountRole {
  const role = env.NEW_ACCOUNT_ROLE
  if (role === undefined || role === '') return 'member'
  if (!isOneOf(ACCOUNT_ROLES, role))
    throw new Error(`NEW_ACCOUNT_ROLE must be one of ${ACCOUNT_ROLES.join(', ')}; it is "${role}".`)
  return role
}

const ACCOUNT_ROLES = accountRoleSchema.options
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)
