import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { SelectPage } from './select-page'

initTestI18n({ uiFormElements })

describe('SelectPage', { timeout: 20_000 }, () => {
  it('multi-select: checkboxes add badges, and a badge is removed by its own button', async () => {
    const user = userEvent.setup()
    render(<SelectPage />)
    const trigger = screen.getByRole('button', { name: 'Skills' })
    expect(trigger).toHaveTextContent('2 skills chosen')
    const chips = screen.getByRole('list', { name: 'Chosen skills' })
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2)

    await user.click(trigger)
    const popover = await screen.findByRole('group', { name: 'Skills' })
    await user.click(within(popover).getByRole('checkbox', { name: 'SQL' }))
    expect(trigger).toHaveTextContent('3 skills chosen')
    expect(within(chips).getByText('SQL')).toBeInTheDocument()
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Remove React' }))
    expect(screen.queryByRole('button', { name: 'Remove React' })).not.toBeInTheDocument()
    expect(trigger).toHaveTextContent('2 skills chosen')
    // focus moves to the next chip's button, not to the page's start
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Accessibility' })).toHaveFocus())

    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }))
    expect(trigger).toHaveTextContent('Choose skills')
    await waitFor(() => expect(trigger).toHaveFocus())
  })
})
