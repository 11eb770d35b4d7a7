import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { SwitchPage } from './switch-page'

initTestI18n({ uiFormElements, uikit })

describe('SwitchPage', { timeout: 20_000 }, () => {
  it('announces each change in the settings list', async () => {
    const user = userEvent.setup()
    render(<SwitchPage />)
    const digest = screen.getByRole('switch', { name: 'Daily digest' })
    expect(digest).not.toBeChecked()
    expect(digest).toHaveAccessibleDescription("One email each morning with yesterday's activity.")
    await user.click(digest)
    expect(digest).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('Daily digest turned on')
    await user.click(screen.getByRole('switch', { name: 'Mentions' }))
    expect(screen.getByRole('status')).toHaveTextContent('Mentions turned off')
  })

  it('the hint follows the vacation switch', async () => {
    const user = userEvent.setup()
    render(<SwitchPage />)
    const vacation = screen.getByRole('switch', { name: 'Vacation reply' })
    expect(vacation).toHaveAccessibleDescription('No away message goes out.')
    await user.click(vacation)
    expect(vacation).toHaveAccessibleDescription('Senders get your away message now.')
    expect(screen.getByRole('switch', { name: 'Audit log (always on)' })).toBeDisabled()
  })
})
