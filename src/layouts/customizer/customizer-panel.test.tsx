import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import customizer from '@/i18n/locales/en/customizer.json'
import { layoutStore } from '@/lib/layout/layout-store'
import { PRIMARY_COLOR_KEY } from '@/lib/layout/primary-color'
import { initTestI18n } from '@/test/i18n'
import { CustomizerPanel } from './customizer-panel'

initTestI18n({ customizer })

afterEach(() => {
  layoutStore.resetAll()
  localStorage.clear()
})

describe('the customizer’s primary colour', () => {
  it('offers the presets as a labelled radio group, applies the choice to the page and remembers it', async () => {
    const user = userEvent.setup()
    render(<CustomizerPanel open onOpenChange={() => {}} />)
    const group = await screen.findByRole('radiogroup', { name: 'Primary colour' })
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)
    expect(names).toEqual(['Indigo', 'Blue', 'Teal', 'Green', 'Orange', 'Rose'])
    expect(within(group).getByRole('radio', { name: 'Indigo' })).toBeChecked()

    await user.click(within(group).getByRole('radio', { name: 'Teal' }))
    expect(within(group).getByRole('radio', { name: 'Teal' })).toBeChecked()
    expect(document.documentElement.dataset.primary).toBe('teal')
    expect(localStorage.getItem(PRIMARY_COLOR_KEY)).toBe('teal')

    const section = screen.getByRole('region', { name: 'Primary colour' })
    await user.click(within(section).getByRole('button', { name: /^Reset/ }))
    expect(within(group).getByRole('radio', { name: 'Indigo' })).toBeChecked()
    expect(document.documentElement.dataset.primary).toBe('indigo')

    await user.click(within(group).getByRole('radio', { name: 'Rose' }))
    await user.click(screen.getByRole('button', { name: 'Reset all settings' }))
    expect(within(group).getByRole('radio', { name: 'Indigo' })).toBeChecked()
    expect(localStorage.getItem(PRIMARY_COLOR_KEY)).toBe('indigo')
  })
})
