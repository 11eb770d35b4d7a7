import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@contract/users'
import account from '@/i18n/locales/en/account.json'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { UserViewPage } from '../user-view-page'

initTestI18n({ users, account })

describe('UserViewPage', { timeout: 15_000 }, () => {
  it('counts the invoices made out to the user and what they have paid', async () => {
    await renderWithApi(<UserViewPage id={1} />, {
      route: '/apps/user/view/1',
      seed: (collections) => {
        const email = collections.users[0].email
        const [first, second, third] = collections.invoices
        const client = (invoice: typeof first, companyEmail: string) => ({
          ...invoice.client,
          companyEmail,
        })
        collections.invoices = [
          // paid 60.00 of 100.00
          { ...first, total: 100, balance: 40, client: client(first, email) },
          // paid all of 50.25
          { ...second, total: 50.25, balance: 0, client: client(second, email) },
          // someone else's
          { ...third, total: 999, balance: 0, client: client(third, 'someone@else.test') },
        ]
      },
    })
    const paid = (await screen.findByText('$110.25')).closest('li')
    expect(paid).toHaveTextContent(/^Paid\$110\.25$/)
    expect(screen.getByText('Invoices', { selector: 'li span' }).closest('li')).toHaveTextContent(
      /^Invoices2$/,
    )
  })
})

describe('UserViewPage tabs and actions', { timeout: 30_000 }, () => {
  const stored = async (store: { read: (name: 'users') => Promise<{ id: number }[]> }, id: number) =>
    (await store.read('users')).find((u) => u.id === id) as User

  it('opens the tab named in the address', async () => {
    await renderWithApi(<UserViewPage id={2} />, { route: '/apps/user/view/2?tab=billing' })
    expect(await screen.findByRole('tab', { name: 'Billing and plans', selected: true })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument()
  })

  it("shows an admin the person's two-step state and sessions, and signs one out", async () => {
    const user = userEvent.setup()
    const { store, request } = await renderWithApi(<UserViewPage id={49} />, { route: '/apps/user/view/49' })
    // the client (user 49's account) signs in somewhere
    const login = await request('/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
    })
    expect(login.status).toBe(200)
    await user.click(await screen.findByRole('tab', { name: 'Security' }))
    const twoStep = (await screen.findByRole('heading', { name: 'Two-step verification' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement
    expect(within(twoStep).getByText('Off')).toBeInTheDocument()
    const sessions = (await screen.findByRole('heading', { name: 'Sessions' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement
    const signOut = await within(sessions).findByRole('button', { name: /^Sign out / })
    await user.click(signOut)
    expect(await within(sessions).findByText(/is not signed in anywhere/)).toBeInTheDocument()
    const auth = await store.read('auth')
    expect(Object.values(auth.refreshFamilies).filter((family) => family.accountId === 2)).toEqual([])
  })

  it('suspends only after the confirmation, and saves it', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<UserViewPage id={49} />, { route: '/apps/user/view/49' })
    await user.click(await screen.findByRole('button', { name: 'Suspend' }))
    const dialog = await screen.findByRole('alertdialog', { name: /^Suspend .+\?$/ })
    expect((await stored(store, 49)).status).toBe('active')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(async () => expect((await stored(store, 49)).status).toBe('inactive'))
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument()
  })

  it('adds a card, keeping only its last four digits', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<UserViewPage id={2} />, { route: '/apps/user/view/2?tab=billing' })
    const before = (await stored(store, 2)).cards ?? []
    await user.click(await screen.findByRole('button', { name: 'Add card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' })
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '5555 5555 5555 4444')
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '13/30')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))
    expect(await within(dialog).findByText('Enter the month and year as MM/YY')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: /Expiry date/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '11/30')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))
    await waitFor(async () => expect((await stored(store, 2)).cards).toHaveLength(before.length + 1))
    expect((await stored(store, 2)).cards?.at(-1)).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expiry: '11/30',
    })
  })

  it('saves the notification choices', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<UserViewPage id={2} />, {
      route: '/apps/user/view/2?tab=notifications',
    })
    const app = await screen.findByRole('checkbox', { name: 'App: New for you' })
    expect(app).not.toBeChecked()
    await user.click(app)
    await user.click(screen.getByRole('checkbox', { name: 'Email: Account activity' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(async () =>
      expect((await stored(store, 2)).notifications).toMatchObject({
        newForYou: ['email', 'browser', 'app'],
        accountActivity: ['browser'],
      }),
    )
  })

  it('edits the account in a dialog from the view', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<UserViewPage id={2} />, { route: '/apps/user/view/2' })
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: /^Edit / })
    const company = within(dialog).getByRole('textbox', { name: 'Company' })
    await user.clear(company)
    await user.type(company, 'Kiln Street Studio')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(async () => expect((await stored(store, 2)).company).toBe('Kiln Street Studio'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
