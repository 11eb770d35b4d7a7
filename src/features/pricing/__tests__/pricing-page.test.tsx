import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import pricing from '@/i18n/locales/en/pricing.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { PricingPage } from '../pricing-page'

initTestI18n({ pricing })

describe('PricingPage', { timeout: 20_000 }, () => {
  it('switches between monthly and annual prices and marks the current plan', async () => {
    const user = userEvent.setup()
    await renderWithApi(<PricingPage />, { route: '/pages/pricing' })
    expect(await screen.findByText('$49')).toBeInTheDocument()
    expect(screen.getByText('$99')).toBeInTheDocument()
    // the admin is on Standard, billed annually: not marked while monthly prices show
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: 'Annually' }))
    expect(await screen.findByText('$40')).toBeInTheDocument()
    expect(screen.getByText('$80')).toBeInTheDocument()
    expect(screen.getByText('$480 billed once a year')).toBeInTheDocument()
    expect(screen.getByText('$960 billed once a year')).toBeInTheDocument()
    expect(screen.getByText('Your plan')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled()
  })

  it('changes the plan through the dialog', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<PricingPage />, { route: '/pages/pricing?billing=annual' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Change to Enterprise?' }))
    expect(dialog.getByText('You will be billed $960 once a year from today.')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Change plan' }))
    await waitFor(async () =>
      expect((await store.read('plans'))['1']).toEqual({ plan: 'enterprise', billing: 'annual' }),
    )
    expect(await screen.findByText('You are on Enterprise, billed annually.')).toBeInTheDocument()
  })
})
