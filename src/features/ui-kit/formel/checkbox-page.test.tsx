import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { CheckboxPage } from './checkbox-page'

initTestI18n({ uiFormElements, uikit })

describe('CheckboxPage', { timeout: 20_000 }, () => {
  it('marks the parent mixed while some children are chosen, and chooses all or none from it', async () => {
    const user = userEvent.setup()
    render(<CheckboxPage />)
    const parent = screen.getByRole('checkbox', { name: 'All invoice permissions' })
    const view = screen.getByRole('checkbox', { name: 'View invoices' })
    const refund = screen.getByRole('checkbox', { name: 'Issue refunds' })
    expect(view).toBeChecked()
    expect(parent).toHaveAttribute('aria-checked', 'mixed')

    await user.click(parent)
    expect(parent).toBeChecked()
    expect(refund).toBeChecked()

    await user.click(screen.getByText('Issue refunds'))
    expect(refund).not.toBeChecked()
    expect(parent).toHaveAttribute('aria-checked', 'mixed')

    await user.click(parent)
    expect(parent).toBeChecked()
    await user.click(parent)
    expect(parent).not.toBeChecked()
    expect(view).not.toBeChecked()
  })

  it('counts the chosen newsletters in the group named by its legend', async () => {
    const user = userEvent.setup()
    render(<CheckboxPage />)
    const group = screen.getByRole('group', { name: 'Newsletters to receive' })
    expect(screen.getByRole('status')).toHaveTextContent('1 newsletter chosen')
    await user.click(screen.getByRole('checkbox', { name: 'Billing changes' }))
    expect(screen.getByRole('status')).toHaveTextContent('2 newsletters chosen')
    await user.click(screen.getByRole('checkbox', { name: 'Billing changes' }))
    await user.click(screen.getByRole('checkbox', { name: 'Security notices' }))
    expect(screen.getByRole('status')).toHaveTextContent('No newsletter chosen')
    expect(group).toContainElement(screen.getByRole('status'))
  })
})
