import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SupportTracker } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { SupportTrackerCard } from '../components/support-tracker-card'

initTestI18n({ dashboards })

const PATH = '/card/card-analytics/support-tracker'
const number = new Intl.NumberFormat('en')

/* A PeriodCard in a real card against the mock back end in memory: the figures are the back end's own. */
describe('SupportTrackerCard on the back end', () => {
  it('shows the default period, and the figures of the period picked', async () => {
    const api = await renderWithApi(<SupportTrackerCard />)
    const figures = async (period: string) =>
      (await (await api.request(`${PATH}?period=${encodeURIComponent(period)}`)).json()) as SupportTracker
    const [month, year] = [await figures('Last 28 Days'), await figures('Last Year')]
    expect(year.total).not.toBe(month.total)

    expect(await screen.findByTestId('support-total')).toHaveTextContent(number.format(month.total))
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Support tracker' }))
    await user.click(await screen.findByRole('option', { name: 'Last year' }))
    expect(await screen.findByText(number.format(year.total))).toHaveAttribute('data-testid', 'support-total')
    expect(api.calls).toEqual([`GET ${PATH}?period=Last+28+Days`, `GET ${PATH}?period=Last+Year`])
  })

  it('shows an error when the call fails, and Try again loads the figures', async () => {
    let failures = 1
    const api = await renderWithApi(<SupportTrackerCard />, {
      intercept: () => (failures-- > 0 ? new Response(null, { status: 503 }) : undefined),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('support-total')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.calls).toHaveLength(2)
  })
})
