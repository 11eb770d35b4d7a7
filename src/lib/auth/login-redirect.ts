/*
 * Sending the user to /login lives here, not in the router, because the http client (lib) may not import the
 * app. The app registers the router's navigate at start-up; until then (and in tests) a plain location change
 * does the job.
 */
export type LoginNavigator = (redirect: string | undefined) => Promise<unknown> | void

let navigator: LoginNavigator = (redirect) => {
  window.location.assign(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login')
}
let pending = false

export function setLoginNavigator(next: LoginNavigator): void {
  navigator = next
}

/** Where the user is now: path and search, the value of `redirect`. */
export function currentPath(): string {
  return window.location.pathname + window.location.search
}

/**
 * Goes to /login, remembering `redirect` when given. While one such trip is under way later calls are ignored,
 * so a log-out (no redirect) is not overtaken by a guard reacting to the same sign-out.
 */
export async function goToLogin(redirect?: string): Promise<void> {
  if (pending) return
  pending = true
  try {
    await navigator(redirect && !redirect.startsWith('/login') ? redirect : undefined)
  } finally {
    pending = false
  }
}

/**
 * A `redirect` value is followed only when it is a path on this origin: "//evil.example" or "https://…" would
 * otherwise turn the login page into an open redirect.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return undefined
  }
  try {
    const url = new URL(value, window.location.origin)
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined
  } catch {
    return undefined
  }
}
