import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import misc from '@/i18n/locales/en/misc.json'
import { initTestI18n } from '@/test/i18n'
import { NotifyMeForm } from './notify-me-form'

initTestI18n({ misc })

describe('NotifyMeForm', () => {
  it('refuses an address longer than any real one and keeps it; takes a good one', async () => {
    const user = userEvent.setup()
    render(<NotifyMeForm />)
    const email = screen.getByRole('textbox')
    const long = `${'x'.repeat(5000)}@x.com`
    fireEvent.change(email, { target: { value: long } })
    await user.click(screen.getByRole('button'))
    expect(email).toHaveAccessibleDescription(misc.comingSoon.emailInvalid)
    expect(email).toHaveValue(long)
    expect(screen.queryByRole('status')).toBeNull()

    await user.clear(email)
    await user.type(email, 'ada@tessera.test')
    await user.click(screen.getByRole('button'))
    expect(screen.getByRole('status')).toHaveTextContent('ada@tessera.test')
  })
})
