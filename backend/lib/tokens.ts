import {
  accessPayloadSchema,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  refreshPayloadSchema,
  TOKEN_LIFETIME_SECONDS,
  type AccessPayload,
  type RefreshPayload,
} from '../../contract/auth'

/** HS256 over compact JWTs; expiry is checked here in tokens.ts, not by the signer, so every runtime agrees. */
export interface TokenSigner {
  /** Access and refresh tokens, and the two-step challenge (backend/lib/two-step.ts), each with its own secret. */
  sign(
    payload: AccessPayload | RefreshPayload | Record<string, string | number>,
    secret: string,
  ): Promise<string>
  /** The decoded payload when the token is a well-formed HS256 JWT signed with `secret`, else null. */
  verify(token: string, secret: string): Promise<unknown>
}

/** Access and refresh tokens are signed with different secrets, so neither passes for the other. */
export interface TokenSecrets {
  access: string
  refresh: string
}

export interface TokenClock {
  signer: TokenSigner
  /** Milliseconds since the epoch. */
  now: () => number
}

export const nowInSeconds = (clock: Pick<TokenClock, 'now'>) => Math.floor(clock.now() / 1000)

export interface SessionClaims {
  id: number
  sid: string
  fam: string
  jti: string
}

/** A signed access and refresh pair for one session of an account. */
export async function signTokens(clock: TokenClock, secrets: TokenSecrets, claims: SessionClaims) {
  const iat = nowInSeconds(clock)
  const { id, sid, fam, jti } = claims
  const [accessToken, refreshToken] = await Promise.all([
    clock.signer.sign({ id, sid, fam, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secrets.access),
    clock.signer.sign({ id, sid, fam, jti, iat, exp: iat + REFRESH_TOKEN_LIFETIME_SECONDS }, secrets.refresh),
  ])
  return { accessToken, refreshToken }
}

/** The payload of a valid, unexpired access token, else null. */
export async function readAccessToken(clock: TokenClock, token: string, secret: string) {
  const parsed = accessPayloadSchema.safeParse(await clock.signer.verify(token, secret))
  return parsed.success && parsed.data.exp > nowInSeconds(clock) ? parsed.data : null
}

/** The payload of a valid, unexpired refresh token, else null. */
export async function readRefreshToken(clock: TokenClock, token: string, secret: string) {
  const parsed = refreshPayloadSchema.safeParse(await clock.signer.verify(token, secret))
  return parsed.success && parsed.data.exp > nowInSeconds(clock) ? parsed.data : null
}
