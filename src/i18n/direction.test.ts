import { layoutStore } from '@/lib/layout/layout-store'
import { DIRECTION_BEFORE_RTL_KEY, followLanguageDirection } from './direction'

describe('direction follows the language', () => {
  beforeEach(() => {
    localStorage.clear()
    layoutStore.resetAll()
  })

  it('Arabic turns right to left on, and an LTR language afterwards turns it off again', () => {
    followLanguageDirection('en', 'ar')
    expect(layoutStore.get().isRTL).toBe(true)
    expect(document.documentElement.dir).toBe('rtl')
    followLanguageDirection('ar', 'de')
    expect(layoutStore.get().isRTL).toBe(false)
    expect(document.documentElement.dir).toBe('ltr')
    expect(localStorage.getItem(DIRECTION_BEFORE_RTL_KEY)).toBeNull()
  })

  it('gives back right to left when the user had chosen it before Arabic', () => {
    layoutStore.set({ isRTL: true })
    followLanguageDirection('fr', 'ar')
    followLanguageDirection('ar', 'en')
    expect(layoutStore.get().isRTL).toBe(true)
  })

  it('leaves the customizer switch alone between languages of the same direction', () => {
    followLanguageDirection('en', 'ar')
    layoutStore.set({ isRTL: false })
    followLanguageDirection('ar', 'ar')
    expect(layoutStore.get().isRTL).toBe(false)
    layoutStore.set({ isRTL: true })
    followLanguageDirection('en', 'pt')
    expect(layoutStore.get().isRTL).toBe(true)
  })
})
