import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { RadioPage } from './radio-page'

initTestI18n({ uiFormElements, uikit })

describe('RadioPage', { timeout: 20_000 }, () => {
  it('option cards are one radio group: a click chooses a card, the arrow keys move the choice', async () => {
    const user = userEvent.setup()
    render(<RadioPage />)
    const group = screen.getByRole('radiogroup', { name: 'Workspace plan' })
    const starter = screen.getByRole('radio', { name: 'Starter' })
    const team = screen.getByRole('radio', { name: 'Team' })
    const enterprise = screen.getByRole('radio', { name: 'Enterprise' })
    expect(group).toContainElement(team)
    expect(team).toBeChecked()
    expect(team).toHaveAccessibleDescription(/Up to 25 members/)

    // named by its visible words alone (WCAG 2.5.3); the card's line describes it
    expect(starter).toHaveTextContent(/^Starter$/)
    // jsdom draws no ::after, which is what stretches the radio over its card: the card click is e2e's
    await user.click(starter)
    expect(starter).toBeChecked()
    expect(screen.getByText('Chosen plan: Starter')).toBeInTheDocument()

    // held as a person holds a key: Radix moves focus a tick after keydown and chooses while the key is down
    await user.keyboard('{ArrowDown>}')
    await waitFor(() => expect(team).toHaveFocus())
    await user.keyboard('{/ArrowDown}')
    expect(team).toBeChecked()
    await user.keyboard('{ArrowRight>}')
    await waitFor(() => expect(enterprise).toHaveFocus())
    await user.keyboard('{/ArrowRight}')
    expect(enterprise).toBeChecked()
    expect(starter).not.toBeChecked()
  })

  it('skips the disabled option', () => {
    render(<RadioPage />)
    expect(screen.getByRole('radio', { name: 'Every two years (sold out)' })).toBeDisabled()
  })
})
