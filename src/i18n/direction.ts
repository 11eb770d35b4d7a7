import { layoutStore } from '@/lib/layout/layout-store'
import { isRtlLanguage } from './languages'

/*
 * Direction follows the language (docs/i18n.md): switching into a right-to-left language turns the layout's RTL
 * setting on at once; switching back to a left-to-right language restores the setting the user had before.
 * Between switches the customizer's RTL switch works as always. The setting itself is the stored `isRTL`, so the
 * inline script in index.html (which reads it before the first paint) needs no rule of its own.
 */
export const DIRECTION_BEFORE_RTL_KEY = 'tessera.rtlBeforeLanguage'

export function followLanguageDirection(from: string, to: string) {
  if (isRtlLanguage(from) === isRtlLanguage(to)) return
  if (isRtlLanguage(to)) {
    remember(layoutStore.getStored().isRTL)
    layoutStore.set({ isRTL: true })
  } else {
    layoutStore.set({ isRTL: recall() })
  }
}

function remember(isRTL: boolean) {
  try {
    localStorage.setItem(DIRECTION_BEFORE_RTL_KEY, String(isRTL))
  } catch {
    // storage may be unavailable; going back then gives left to right
  }
}

function recall(): boolean {
  try {
    const value = localStorage.getItem(DIRECTION_BEFORE_RTL_KEY)
    localStorage.removeItem(DIRECTION_BEFORE_RTL_KEY)
    return value === 'true'
  } catch {
    return false
  }
}
