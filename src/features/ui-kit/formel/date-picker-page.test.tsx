import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiFormElements from '@/i18n/locales/en/uiFormElements.json'
import { initTestI18n } from '@/test/i18n'
import { DatePickerPage } from './date-picker-page'

initTestI18n({ uiFormElements })

describe('DatePickerPage', { timeout: 20_000 }, () => {
  it('picks a date range with two clicks', async () => {
    const user = userEvent.setup()
    render(<DatePickerPage />)
    const trip = screen.getByRole('group', { name: 'Trip dates' })
    const status = within(trip).getByText('Pick the first day of the trip.')
    expect(status).toHaveAttribute('role', 'status')
    await user.click(within(trip).getByRole('button', { name: /\b10th\b/ }))
    expect(status).toHaveTextContent(/^From .*10th.*now pick the last day\.$/)
    await user.click(within(trip).getByRole('button', { name: /\b14th\b/ }))
    expect(status).toHaveTextContent(/^From \w+, \w+ 10th, \d{4} to \w+, \w+ 14th, \d{4}$/)
    expect(
      within(trip)
        .getByRole('button', { name: /\b12th\b/ })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true')
  })

  it('does not offer weekends for the meeting day', () => {
    render(<DatePickerPage />)
    const meeting = screen.getByRole('group', { name: 'Meeting day (working days only)' })
    const saturdays = within(meeting).getAllByRole('button', { name: /^Saturday/ })
    expect(saturdays.length).toBeGreaterThan(3)
    for (const day of saturdays) expect(day).toBeDisabled()
    expect(within(meeting).getAllByRole('button', { name: /^Monday/ })[0]).toBeEnabled()
  })
})
