/**
 * When a JWT says it expires (`exp`, in seconds), in milliseconds since the epoch; null when the token is not a JWT
 * or names no expiry. Read without checking the signature: the page only uses it to renew the token before the
 * server would refuse it, and the server still checks every token it gets.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const { exp } = JSON.parse(json) as { exp?: unknown }
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}
