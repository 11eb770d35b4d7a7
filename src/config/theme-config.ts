/*
 * The layout settings a user can change in the customizer, and their defaults (docs/layout.md#settings).
 * Teams starting from Tessera change the look of their app here.
 */
export const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const
export const LAYOUT_TYPES = ['vertical', 'horizontal'] as const
export const CONTENT_WIDTHS = ['full', 'boxed'] as const
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const
export const NAVBAR_COLORS = [
  'default',
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
] as const
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const
export const ROUTER_TRANSITIONS = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const

export type Skin = (typeof SKINS)[number]
export type LayoutType = (typeof LAYOUT_TYPES)[number]
export type ContentWidth = (typeof CONTENT_WIDTHS)[number]
export type NavbarType = (typeof NAVBAR_TYPES)[number]
export type NavbarColor = (typeof NAVBAR_COLORS)[number]
export type FooterType = (typeof FOOTER_TYPES)[number]
export type RouterTransition = (typeof ROUTER_TRANSITIONS)[number]

export interface LayoutSettings {
  skin: Skin
  layout: LayoutType
  menuCollapsed: boolean
  menuHidden: boolean
  contentWidth: ContentWidth
  navbarType: NavbarType
  navbarColor: NavbarColor
  footerType: FooterType
  isRTL: boolean
  routerTransition: RouterTransition
  scrollTop: boolean
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  skin: 'light',
  layout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  contentWidth: 'full',
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'static',
  isRTL: false,
  routerTransition: 'fadeIn',
  scrollTop: true,
}

/** Content width Boxed: the widest the navbar, page and footer column grows (src/layouts/components/content-column.tsx). */
export const BOXED_WIDTH_PX = 1120
/** Below this width the vertical menu becomes an overlay and the horizontal layout falls back to it. */
export const DESKTOP_BREAKPOINT_PX = 1200
/** The scroll-to-top button appears after this much scrolling. */
export const SCROLL_TOP_THRESHOLD_PX = 300

/** The customizer's sections, and which settings each one resets. */
export const CUSTOMIZER_SECTIONS = {
  skin: ['skin'],
  layout: ['layout'],
  menu: ['menuCollapsed', 'menuHidden'],
  contentWidth: ['contentWidth'],
  navbar: ['navbarType', 'navbarColor'],
  footer: ['footerType'],
  direction: ['isRTL'],
  transition: ['routerTransition'],
} as const satisfies Record<string, readonly (keyof LayoutSettings)[]>

export type CustomizerSection = keyof typeof CUSTOMIZER_SECTIONS
