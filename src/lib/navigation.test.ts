import type { NavEntry } from '@/config/navigation'
import { NAVIGATION } from '@/config/navigation'
import { filterNavigation, findActiveTrail, flattenLinks, groupBySection, isRouteActive } from './navigation'

// every language's menu titles (the navigation namespace), by file
const MENU_TITLES = import.meta.glob<Record<string, string>>('../i18n/locales/*/navigation.json', {
  eager: true,
  import: 'default',
})

const table: NavEntry[] = [
  { kind: 'link', id: 'home', titleKey: 'home', to: '/', ability: { action: 'read', subject: 'Dashboard' } },
  { kind: 'section', id: 'apps', titleKey: 'apps' },
  {
    kind: 'group',
    id: 'user',
    titleKey: 'user',
    ability: { action: 'read', subject: 'User' },
    children: [
      { kind: 'link', id: 'user-list', titleKey: 'list', to: '/apps/user/list' },
      { kind: 'link', id: 'user-view', titleKey: 'view', to: '/apps/user/view' },
      {
        kind: 'group',
        id: 'deep',
        titleKey: 'deep',
        children: [
          { kind: 'link', id: 'deep-a', titleKey: 'a', to: '/deep/a' },
          { kind: 'link', id: 'deep-off', titleKey: 'off', to: '/deep/off', disabled: true },
        ],
      },
    ],
  },
  { kind: 'section', id: 'acl', titleKey: 'acl' },
  {
    kind: 'link',
    id: 'acl',
    titleKey: 'acl',
    to: '/access-control',
    ability: { action: 'read', subject: 'ACL' },
  },
  { kind: 'external', id: 'docs', titleKey: 'docs', href: 'https://example.org' },
]

describe('isRouteActive', () => {
  it('lights a link on its own route and on child routes', () => {
    expect(isRouteActive('/apps/user/view', '/apps/user/view')).toBe(true)
    expect(isRouteActive('/apps/user/view', '/apps/user/view/3')).toBe(true)
    expect(isRouteActive('/apps/user/view', '/apps/user/view/')).toBe(true)
  })
  it('does not light a link on a route that only shares a prefix', () => {
    expect(isRouteActive('/apps/user/view', '/apps/user/viewer')).toBe(false)
    expect(isRouteActive('/apps/user/view', '/apps/user')).toBe(false)
  })
  it('lights home only on the root', () => {
    expect(isRouteActive('/', '/')).toBe(true)
    expect(isRouteActive('/', '/apps/email')).toBe(false)
  })
})

describe('findActiveTrail', () => {
  it('returns the groups down to the active link', () => {
    expect(findActiveTrail(table, '/apps/user/view/3')).toEqual(['user', 'user-view'])
    expect(findActiveTrail(table, '/deep/a')).toEqual(['user', 'deep', 'deep-a'])
  })
  it('ignores disabled links and unknown routes', () => {
    expect(findActiveTrail(table, '/deep/off')).toEqual([])
    expect(findActiveTrail(table, '/nowhere')).toEqual([])
  })
})

describe('filterNavigation', () => {
  it('keeps everything for a user who may manage all', () => {
    expect(filterNavigation(table, () => true)).toEqual(table)
  })
  it('keeps only ACL and public items for the client and drops empty sections', () => {
    const client = (a: { subject: string }) => a.subject === 'ACL' || a.subject === 'Auth'
    const ids = filterNavigation(table, client).map((entry) => entry.id)
    expect(ids).toEqual(['acl', 'acl', 'docs'])
  })
  it('drops a group whose children are all hidden', () => {
    const noUsers = (a: { subject: string }) => a.subject !== 'User'
    expect(filterNavigation(table, noUsers).some((entry) => entry.id === 'user')).toBe(false)
  })
})

describe('flattenLinks', () => {
  it('lists enabled links with their parents and inherited ability', () => {
    const flat = flattenLinks(table)
    expect(flat.map((f) => f.link.id)).toEqual(['home', 'user-list', 'user-view', 'deep-a', 'acl'])
    const deep = flat.find((f) => f.link.id === 'deep-a')!
    expect(deep.parents).toEqual(['user', 'deep'])
    expect(deep.ability).toEqual({ action: 'read', subject: 'User' })
  })
})

describe('the navigation table', () => {
  it('has unique ids', () => {
    const ids: string[] = []
    const walk = (entries: readonly NavEntry[]) =>
      entries.forEach((e) => {
        ids.push(e.id)
        if (e.kind === 'group') walk(e.children)
      })
    walk(NAVIGATION)
    expect(new Set(ids).size).toBe(ids.length)
  })
  it('nests three levels, has badges, a disabled item and an external link', () => {
    const depth = (entries: readonly NavEntry[]): number =>
      Math.max(0, ...entries.map((e) => (e.kind === 'group' ? 1 + depth(e.children) : 1)))
    expect(depth(NAVIGATION)).toBeGreaterThanOrEqual(3)
    expect(NAVIGATION.some((e) => e.kind !== 'section' && e.badge)).toBe(true)
    expect(NAVIGATION.some((e) => e.kind === 'link' && e.disabled)).toBe(true)
    expect(NAVIGATION.some((e) => e.kind === 'external')).toBe(true)
  })

  it('names the entries of one menu level differently in every language (French once read "Cartes" twice)', () => {
    // the items the menu shows side by side: the top level across its section headings, and each group's children
    const levels = (entries: readonly NavEntry[]): NavEntry[][] => [
      entries.filter((e) => e.kind !== 'section'),
      ...entries.flatMap((e) => (e.kind === 'group' ? levels(e.children) : [])),
    ]
    for (const [path, titles] of Object.entries(MENU_TITLES)) {
      for (const level of levels(NAVIGATION)) {
        const shown = level.map((e) => titles[e.titleKey])
        expect(
          shown.filter((title, index) => shown.indexOf(title) !== index),
          `${path}: ${level.map((e) => e.id).join(', ')}`,
        ).toEqual([])
      }
    }
  })
})

describe('groupBySection', () => {
  it('turns each section into a group of the items after it', () => {
    const grouped = groupBySection(table)
    expect(grouped.map((item) => item.id)).toEqual(['home', 'section-apps', 'section-acl'])
    const apps = grouped[1]
    expect(apps.kind === 'group' && apps.children.map((c) => c.id)).toEqual(['user'])
    const acl = grouped[2]
    expect(acl.kind === 'group' && acl.children.map((c) => c.id)).toEqual(['acl', 'docs'])
  })
})
