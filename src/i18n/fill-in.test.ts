import { describe, expect, it } from 'vitest'
import { createInstance } from 'i18next'
import { interpolation, intlFormatter } from './format'
import { fillIn, SLOT } from './fill-in'

describe('fillIn', () => {
  it('fills the value where the message put it, in any word order', () => {
    expect(fillIn(`Select ${SLOT}`)('Ada')).toBe('Select Ada')
    expect(fillIn(`${SLOT} auswählen`)('Ada')).toBe('Ada auswählen')
    expect(fillIn(`« ${SLOT} » choisi`)('Ada')).toBe('« Ada » choisi')
  })

  it('keeps a message that leaves the value out', () => {
    expect(fillIn('Select this row')('Ada')).toBe('Select this row')
  })

  it('gives what i18next gives for the same message, with the app’s formatter', async () => {
    const i18n = createInstance().use(intlFormatter)
    await i18n.init({
      lng: 'de',
      resources: { de: { translation: { move: '„{{title}}“ verschieben' } } },
      interpolation,
    })
    // the message is the test's own, which the typed t() does not know
    const t = i18n.t as unknown as (key: string, options: object) => string
    const move = fillIn(t('move', { title: SLOT }))
    expect(move('Steuer 2026')).toBe(t('move', { title: 'Steuer 2026' }))
    expect(move('Steuer 2026')).toBe('„Steuer 2026“ verschieben')
  })
})
