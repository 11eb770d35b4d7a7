import { NAVIGATION } from '../../src/config/navigation'
import { flattenLinks } from '../../src/lib/navigation'

/** The UI kit's pages: ui-kit.spec.ts opens and scans them from its own list (UI_KIT_PAGES). */
const UI_KIT = /^\/(ui-element|colors|icons|components|extensions|forms)(\/|$)/

/**
 * Every page the menu offers outside the UI kit: axe-sweep.spec.ts opens each one, checks its h1 and scans it.
 * New screens join by themselves when they join the menu.
 */
export const MENU_PAGES = flattenLinks(NAVIGATION)
  .map(({ link }) => link.to)
  .filter((to) => to.startsWith('/') && !to.includes('unreachable') && !UI_KIT.test(to))
