import { PAGES, USER_MENU, type PageEntry, type PageId } from '@contract/pages'
import { NAVIGATION, type NavEntry } from '@/config/navigation'
import { pageAt } from '@/config/pages'
import { SHELL_ICON_NAMES } from '@/layouts/page-icons/page-icon'
import { MORE_PAGE_ICONS } from '@/layouts/page-icons/page-icon-map'

/*
 * The route files and the page table (contract/pages.ts) describe the same pages: every route a user can open
 * belongs to a page of the table, every page is a route, and no route file restates a page's ability (the `_app`
 * route's guard reads it from the table). The routes are read from the generated route tree.
 */

const ROUTE_FILES = import.meta.glob<string>('./routes/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const [routeTree] = Object.values(
  import.meta.glob<string>('./route-tree.gen.ts', { query: '?raw', import: 'default', eager: true }),
)

interface RouteInfo {
  fullPath: string
  /** the generated route's name: `App…` under `_app`, `Guest…` under `_guest` */
  name: string
}

/** Every route of the tree but the layout routes (those with children, which are no page of their own). */
const ROUTES: RouteInfo[] = [
  ...(/interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? '').matchAll(
    /'([^']+)': typeof (\w+)/g,
  ),
]
  .map(([, fullPath, name]) => ({ fullPath, name }))
  .filter(({ name }) => !name.endsWith('WithChildren'))

/** Routes with no page: the sign-in flow (a signed-out visitor's, titled by the route) and a bare redirect. */
const NOT_PAGES = new Set(['/login', '/register', '/forgot-password', '/apps/ecommerce/'])

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
/** A route's path as a pattern: `$id` stands for one segment. */
const patternOf = (fullPath: string) => new RegExp(`^${trimmed(fullPath).replaceAll(/\$\w+/g, '[^/]+')}$`)
const pages = Object.entries(PAGES) as [PageId, PageEntry][]

it('reads the routes from the generated tree', () => {
  expect(ROUTES).toContainEqual({ fullPath: '/', name: 'AppIndexRoute' })
  expect(ROUTES).toContainEqual({ fullPath: '/access-control', name: 'AppAccessControlRoute' })
})

it('has a page for every route a user can open', () => {
  const orphans = ROUTES.filter(({ fullPath }) => {
    if (NOT_PAGES.has(fullPath)) return false
    const pattern = patternOf(fullPath)
    // `/apps/user/view/$id` belongs to the page at /apps/user/view; `/menu-levels/$level` draws two pages
    return (
      pageAt(trimmed(fullPath).replaceAll(/\$\w+/g, 'x')) === undefined &&
      !pages.some(([, page]) => pattern.test(page.path))
    )
  })
  expect(orphans.map(({ fullPath }) => fullPath)).toEqual([])
})

it('has a route for every page the search offers, and every other address of one', () => {
  const patterns = ROUTES.map(({ fullPath }) => patternOf(fullPath))
  const routable = (path: string) => patterns.some((pattern) => pattern.test(path))
  const missing = pages
    .flatMap(([, page]) => [page.path, ...(page.alsoOn ?? [])].map((path) => ({ page, path })))
    // a page the search leaves out may be only the routes below it (the printable invoice: /apps/invoice/print/3)
    .filter(({ page, path }) =>
      page.search === false
        ? !ROUTES.some(({ fullPath }) => fullPath.startsWith(`${path}/`)) && !routable(path)
        : !routable(path),
    )
    .map(({ path }) => path)
  expect(missing).toEqual([])
})

it('leaves the guard to the table: no route file checks an ability of its own', () => {
  const restating = Object.entries(ROUTE_FILES)
    .filter(([, source]) => /requireAbility|\bcan\(|subject:/.test(source))
    .map(([file]) => file)
  expect(restating).toEqual([])
})

it('opens the pages outside the signed-in branch to everyone, since no guard checks them', () => {
  const outside = ROUTES.filter(({ name, fullPath }) => !name.startsWith('App') && !NOT_PAGES.has(fullPath))
  expect(outside.length).toBeGreaterThan(0)
  for (const { fullPath } of outside) expect(pageAt(fullPath)?.subject, fullPath).toBe('Auth')
})

it('has one page per address', () => {
  const addresses = pages.flatMap(([, page]) => [page.path, ...(page.alsoOn ?? [])])
  expect(new Set(addresses).size).toBe(addresses.length)
})

describe('icons', () => {
  const menuIcons = (entries: readonly NavEntry[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.kind !== 'section' && entry.icon ? [entry.icon] : []),
      ...(entry.kind === 'group' ? menuIcons(entry.children) : []),
    ])

  it('draws every page icon from one of the two maps', () => {
    const unknown = pages.filter(
      ([, page]) => !SHELL_ICON_NAMES.has(page.icon) && !(page.icon in MORE_PAGE_ICONS),
    )
    expect(unknown.map(([id]) => id)).toEqual([])
  })

  it('draws the menu and account menu icons without waiting for the on-demand map', () => {
    const accountIcons = USER_MENU.flat().map((link) => PAGES[link.page].icon)
    const late = [...menuIcons(NAVIGATION), ...accountIcons].filter((name) => !SHELL_ICON_NAMES.has(name))
    expect(late).toEqual([])
  })
})
