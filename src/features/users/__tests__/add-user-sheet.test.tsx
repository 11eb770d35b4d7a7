import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { AddUserSheet } from '../components/add-user-sheet'

initTestI18n({ users })

// each test starts a back end over a fresh seed: slower than a stubbed one on a busy machine
describe('AddUserSheet', { timeout: 15_000 }, () => {
  it('adds a user the back end stores, and closes', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { store } = await renderWithApi(<AddUserSheet open onOpenChange={onOpenChange} />)
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ines Tilemaker')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ines.t')
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ines@tilemaker.test')
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Grout Logistics')
    await user.click(screen.getByRole('combobox', { name: 'Role' }))
    await user.click(await screen.findByRole('option', { name: 'Editor' }))
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 })
    const stored = (await store.read('users')).at(-1)
    expect(stored).toMatchObject({
      id: 51,
      fullName: 'Ines Tilemaker',
      username: 'ines.t',
      company: 'Grout Logistics',
      role: 'editor',
      currentPlan: 'basic',
    })
  })

  it("puts the server's messages beside the fields and keeps what was typed", async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<AddUserSheet open onOpenChange={vi.fn()} />)
    const taken = (await store.read('users'))[0]
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Someone New')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), taken.username)
    await user.type(screen.getByRole('textbox', { name: /Email/ }), taken.email.toUpperCase())
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    const username = screen.getByRole('textbox', { name: /Username/ })
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already in use.'))
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'This email is already in use.',
    )
    expect(username).toHaveFocus()
    expect(username).toHaveValue(taken.username)
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Someone New')
    expect(await store.read('users')).toHaveLength(50)
  })

  it('checks the required fields before calling', async () => {
    const user = userEvent.setup()
    const { calls } = await renderWithApi(<AddUserSheet open onOpenChange={vi.fn()} />)
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Enter the full name')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(calls.filter((call) => call.includes('add-user'))).toEqual([])
  })
})
