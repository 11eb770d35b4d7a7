import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import account from '@/i18n/locales/en/account.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { AccountSettingsPage } from '../account-settings-page'

initTestI18n({ account })

const open = (tab: string) =>
  renderWithApi(<AccountSettingsPage />, { route: `/pages/account-settings?tab=${tab}` })
const form = (name: string) => screen.findByRole('form', { name })

describe('AccountSettingsPage', { timeout: 20_000 }, () => {
  it('saves the information tab and explains a bad website without losing the input', async () => {
    const user = userEvent.setup()
    const { store } = await open('info')
    const info = within(await form('Information'))
    const website = info.getByRole('textbox', { name: 'Website' })
    await user.clear(website)
    await user.type(website, 'noor.example')
    await user.click(info.getByRole('button', { name: 'Save changes' }))
    expect(
      await info.findByText('Enter an address that starts with http:// or https://.'),
    ).toBeInTheDocument()
    expect(website).toHaveValue('noor.example')
    expect((await store.read('accountSettings'))['1'].info.website).toBe('https://tessellate.example')

    await user.clear(website)
    await user.type(website, 'https://noor.example')
    // the seeded country (stored as its English name) shows in the combobox, which finds another by typing
    const country = info.getByRole('combobox', { name: 'Country' })
    expect(country).toHaveValue('Norway')
    await user.clear(country)
    await user.type(country, 'portu')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Portugal'])
    await user.click(screen.getByRole('option', { name: 'Portugal' }))
    expect(country).toHaveValue('Portugal')
    // the birth date is the kit's picker: it opens on the stored month and returns the day as yyyy-MM-dd
    const dob = info.getByRole('button', { name: /^Birth date/ })
    expect(dob).toHaveTextContent('April 17th, 1991')
    await user.click(dob)
    // a year's list spares a hundred clicks back through the months
    await user.selectOptions(screen.getByRole('combobox', { name: /year/i }), '1985')
    await user.click(screen.getByRole('button', { name: /April 3rd, 1985/ }))
    expect(dob).toHaveTextContent('April 3rd, 1985')
    await user.click(info.getByRole('button', { name: 'Save changes' }))
    await waitFor(async () =>
      expect((await store.read('accountSettings'))['1'].info).toMatchObject({
        website: 'https://noor.example',
        country: 'Portugal',
        dob: '1985-04-03',
      }),
    )
    expect(info.getByRole('button', { name: 'Reset' })).toBeDisabled()
  })

  it('shows the server’s refusal beside the field and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { store } = await open('general')
    const general = within(await form('General'))
    const email = general.getByRole('textbox', { name: /^E-mail/ })
    await user.clear(email)
    await user.type(email, 'client@demo.com')
    await user.click(general.getByRole('button', { name: 'Save changes' }))
    expect(await general.findByText('This e-mail address is already in use.')).toBeInTheDocument()
    expect(email).toHaveValue('client@demo.com')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect((await store.read('accounts'))[0].email).toBe('admin@demo.com')
  })

  it('changes the password only with the right current one', async () => {
    const user = userEvent.setup()
    const success = vi.spyOn(toast, 'success')
    const info = vi.spyOn(toast, 'info')
    const { store, request } = await open('security')
    const card = within(await form('Change password'))
    // the store keeps a salted hash, never the password: ask the back end whether a password signs in
    const signsIn = async (password: string) =>
      (
        await request('/jwt/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.com', password }),
        })
      ).status === 200
    const hashBefore = (await store.read('accounts'))[0].passwordHash
    await user.type(card.getByLabelText(/^Current password/), 'wrong')
    await user.type(card.getByLabelText(/^New password/), 'Mosaic-2031')
    await user.type(card.getByLabelText(/^Retype new password/), 'Mosaic-2031')
    expect(card.getByText('At least 6 characters')).toHaveTextContent(': met')
    await user.click(card.getByRole('button', { name: 'Change password' }))
    expect(await card.findByText('The current password is not right.')).toBeInTheDocument()
    expect((await store.read('accounts'))[0].passwordHash).toBe(hashBefore)

    await user.clear(card.getByLabelText(/^Current password/))
    await user.type(card.getByLabelText(/^Current password/), 'admin')
    await user.click(card.getByRole('button', { name: 'Change password' }))
    await waitFor(async () => expect((await store.read('accounts'))[0].passwordHash).not.toBe(hashBefore))
    expect(await signsIn('Mosaic-2031')).toBe(true)
    expect(await signsIn('admin')).toBe(false)
    expect(localStorage.getItem('accessToken')).toBeTruthy()
    await waitFor(() => expect(card.getByLabelText(/^New password/)).toHaveValue(''))
    // one toast that says what happened (there were two: "saved" and this)
    expect(success.mock.calls).toEqual([[account.security.changed]])
    expect(info).not.toHaveBeenCalled()
    success.mockRestore()
    info.mockRestore()
  })

  it('asks before leaving a tab with unsaved changes', async () => {
    const user = userEvent.setup()
    const { router } = await open('notifications')
    const card = within(await form('Notifications'))
    await user.click(card.getByRole('switch', { name: 'Weekly blog digest' }))
    await user.click(screen.getByRole('tab', { name: 'Social' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(router?.state.location.search).toMatchObject({ tab: 'notifications' })
    expect(card.getByRole('switch', { name: 'Weekly blog digest' })).toBeChecked()
    // the focus comes back to the tab list's selected tab: on the Social tab it would ask again
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('saves the notification flags', async () => {
    const user = userEvent.setup()
    const { store } = await open('notifications')
    const card = within(await form('Notifications'))
    await user.click(card.getByRole('switch', { name: 'Weekly blog digest' }))
    await user.click(card.getByRole('button', { name: 'Save changes' }))
    await waitFor(async () =>
      expect((await store.read('accountSettings'))['1'].notification.blogDigest).toBe(true),
    )
    await user.click(screen.getByRole('tab', { name: 'Social' }))
    expect(await screen.findByRole('form', { name: 'Social' })).toBeInTheDocument()
  })
})
