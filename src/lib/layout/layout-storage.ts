import {
  CONTENT_WIDTHS,
  DEFAULT_LAYOUT,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
  type LayoutSettings,
} from '@/config/theme-config'

/*
 * Where the layout settings live in localStorage. The collapsed menu has its own key (`menuCollapsed`, see
 * docs/state.md); everything else is one JSON object. The inline script in index.html reads `skin` and `isRTL`
 * from the same key before the first paint. (No zod here: this runs in the initial bundle.)
 */
export const LAYOUT_STORAGE_KEY = 'tessera.layout'
export const MENU_COLLAPSED_KEY = 'menuCollapsed'

type Stored = Record<string, unknown>

// Every field falls back on its own, so one bad value never throws the other settings away.
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function parseLayoutSettings(stored: unknown, collapsed: unknown): LayoutSettings {
  const s: Stored = typeof stored === 'object' && stored !== null ? (stored as Stored) : {}
  const d = DEFAULT_LAYOUT
  return {
    skin: oneOf(SKINS, s.skin, d.skin),
    layout: oneOf(LAYOUT_TYPES, s.layout, d.layout),
    menuCollapsed: flag(collapsed, d.menuCollapsed),
    menuHidden: flag(s.menuHidden, d.menuHidden),
    contentWidth: oneOf(CONTENT_WIDTHS, s.contentWidth, d.contentWidth),
    navbarType: oneOf(NAVBAR_TYPES, s.navbarType, d.navbarType),
    navbarColor: oneOf(NAVBAR_COLORS, s.navbarColor, d.navbarColor),
    footerType: oneOf(FOOTER_TYPES, s.footerType, d.footerType),
    isRTL: flag(s.isRTL, d.isRTL),
    routerTransition: oneOf(ROUTER_TRANSITIONS, s.routerTransition, d.routerTransition),
    scrollTop: flag(s.scrollTop, d.scrollTop),
  }
}

export function readLayoutSettings(): LayoutSettings {
  return parseLayoutSettings(readJson(LAYOUT_STORAGE_KEY), readJson(MENU_COLLAPSED_KEY))
}

export function writeLayoutSettings({ menuCollapsed, ...rest }: LayoutSettings): void {
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(rest))
    localStorage.setItem(MENU_COLLAPSED_KEY, JSON.stringify(menuCollapsed))
  } catch {
    // storage full or disabled: the settings still apply for this visit
  }
}
