import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { AutocompletePage } from './autocomplete-page'

initTestI18n({ uiFormElements })

describe('AutocompletePage', { timeout: 20_000 }, () => {
  it('filters the cities as the user types, takes one with the arrow keys and Enter, and says when none match', async () => {
    const user = userEvent.setup()
    render(<AutocompletePage />)
    const input = screen.getByRole('combobox', { name: 'Destination city' })
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.type(input, 'sa')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Cities' })
    // accents do not matter: "sa" finds São Paulo
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Casablanca', 'Salvador', 'São Paulo'])

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const salvador = within(list).getByRole('option', { name: 'Salvador' })
    expect(salvador).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', salvador.id)
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Salvador')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Chosen: Salvador')).toBeInTheDocument()

    await user.clear(input)
    await user.type(input, 'xyz')
    // shown under the field and said by the field's live region
    expect(screen.getAllByText('No results for “xyz”')).toHaveLength(2)
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('No results for “xyz”')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('loads suggestions after a pause, with a spinner meanwhile', async () => {
    const user = userEvent.setup()
    render(<AutocompletePage />)
    const input = screen.getByRole('combobox', { name: 'Assign to' })
    await user.type(input, 'nas')
    expect(screen.getByText('Loading suggestions')).toBeInTheDocument()
    const option = await screen.findByRole('option', { name: 'Farah Nasser' }, { timeout: 3000 })
    expect(screen.queryByText('Loading suggestions')).not.toBeInTheDocument()
    await user.click(option)
    expect(input).toHaveValue('Farah Nasser')
  })
})
