import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PricingPage } from '@/features/pricing'
import { UserViewPage } from '@/features/users'
import pricing from '@/i18n/locales/en/pricing.json'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'

initTestI18n({ pricing, users })

/* Two features meet here: a plan chosen on the pricing page is the signed-in user's plan on their user page. */
describe('the pricing page and the user page', { timeout: 20_000 }, () => {
  it('show one plan: a change on the pricing page shows on the signed-in user’s page', async () => {
    const user = userEvent.setup()
    // the seed’s user 48 is the admin account, Noor Halvorsen (backend/seed/users.ts, withAccountUsers)
    const { store } = await renderWithApi(
      <>
        <PricingPage />
        <UserViewPage id={48} />
      </>,
      // the plan card is on the user page's Billing tab
      { route: '/pages/pricing?billing=annual&tab=billing' },
    )
    const planCard = async () =>
      (await screen.findByRole('button', { name: 'Upgrade plan' })).closest<HTMLElement>('[data-slot=card]')!
    expect(await screen.findByText('Noor Halvorsen', { selector: 'p' })).toBeInTheDocument()
    // Standard on the pricing page is the users app's Team plan
    expect(within(await planCard()).getByText('Team')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Change to Enterprise?' }))
    await user.click(dialog.getByRole('button', { name: 'Change plan' }))
    await waitFor(async () => expect(within(await planCard()).getByText('Enterprise')).toBeInTheDocument())
    expect((await store.read('users')).find((row) => row.id === 48)?.currentPlan).toBe('enterprise')
  })
})
