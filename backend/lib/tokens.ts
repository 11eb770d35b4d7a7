import { TOKEN_LIFETIME_SECONDS, tokenPayloadSchema, type TokenPayload } from '../../contract/auth'

/** HS256 over compact JWTs; expiry is checked here in tokens.ts, not by the signer, so every runtime agrees. */
export interface TokenSigner {
  sign(payload: TokenPayload, secret: string): Promise<string>
  /** The decoded payload when the token is a well-formed HS256 JWT signed with `secret`, else null. */
  verify(token: string, secret: string): Promise<unknown>
}

/** What issuing and reading tokens needs: a signer and a clock (the app's `Deps` carry both). */
export interface TokenDeps {
  signer: TokenSigner
  /** Milliseconds since the epoch. */
  now: () => number
}

// Demo secrets: the whole back end ships to the browser, so they protect nothing beyond keeping the two kinds apart.
export const ACCESS_TOKEN_SECRET = 'tessera-demo-access-2f6c1e9a7b'
export const REFRESH_TOKEN_SECRET = 'tessera-demo-refresh-8d3a5c0f41'

const seconds = (deps: Pick<TokenDeps, 'now'>) => Math.floor(deps.now() / 1000)

export async function issueTokens(deps: TokenDeps, id: number) {
  const iat = seconds(deps)
  const payload = { id, iat, exp: iat + TOKEN_LIFETIME_SECONDS }
  const [accessToken, refreshToken] = await Promise.all([
    deps.signer.sign(payload, ACCESS_TOKEN_SECRET),
    deps.signer.sign(payload, REFRESH_TOKEN_SECRET),
  ])
  return { accessToken, refreshToken }
}

/** The account id of a valid, unexpired token, else null. */
export async function readToken(deps: TokenDeps, token: string, secret: string) {
  const parsed = tokenPayloadSchema.safeParse(await deps.signer.verify(token, secret))
  return parsed.success && parsed.data.exp > seconds(deps) ? parsed.data.id : null
}
