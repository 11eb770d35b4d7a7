/** Paths the mock back end may answer; anything else (pages, assets, other origins) never reaches it. */
export const API_PREFIXES = [
  '/api',
  '/apps',
  '/jwt',
  '/card',
  '/faq',
  '/blog',
  '/pricing',
  '/profile',
  '/account-setting',
  '/mail',
] as const

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

export function isApiRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url)
  return request.mode !== 'navigate' && url.origin === origin && isApiPath(url.pathname)
}
