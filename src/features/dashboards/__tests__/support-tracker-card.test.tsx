import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SupportTracker } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { observerOfWidth } from '@/test/resize-observer'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { SupportTrackerCard } from '../components/support-tracker-card'

initTestI18n({ dashboards })

const PATH = '/card/card-analytics/support-tracker'

/** The card, and what the back end answers for a period: the figures the card must show. */
async function renderCard(options: RenderWithApiOptions = {}) {
  const api = await renderWithApi(<SupportTrackerCard />, options)
  const reply = async (period: string) =>
    (await (await api.request(`${PATH}?period=${encodeURIComponent(period)}`)).json()) as SupportTracker
  return { ...api, reply }
}

describe('SupportTrackerCard', { timeout: 15_000 }, () => {
  // jsdom lays nothing out: the gauge's ResizeObserver reports a 300 px wide box, so it draws its ring
  beforeEach(() => vi.stubGlobal('ResizeObserver', observerOfWidth(300)))
  afterEach(() => vi.unstubAllGlobals())

  it('shows a loading placeholder, then the figures of the default period', async () => {
    let release: () => void = () => {}
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
    const { reply, calls } = await renderCard({ intercept: () => held })
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    release()
    const { total } = await reply('Last 28 Days')
    expect(await screen.findByTestId('support-total')).toHaveTextContent(total.toLocaleString('en'))
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    expect(calls).toEqual([`GET ${PATH}?period=Last+28+Days`])
  })

  it('draws the share of tickets completed as a named gauge with the same figure in its table', async () => {
    const { reply, container } = await renderCard()
    const { completion } = await reply('Last 28 Days')
    const shown = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
      completion / 100,
    )
    const gauge = await screen.findByRole('figure', { name: 'Share of tickets completed' })
    expect(within(gauge).getByRole('columnheader')).toHaveTextContent('Completed tickets')
    expect(within(gauge).getByRole('rowheader')).toHaveTextContent(shown)
    // the ring and its track are drawn, and the figure stands in its middle
    expect(container.querySelector('[data-gauge="track"]')).toBeInTheDocument()
    expect(container.querySelector('[data-gauge="value"]')).toBeInTheDocument()
    expect(screen.getByText(shown, { selector: 'span' })).toBeVisible()
  })

  it('refetches with the period picked in the labelled select', async () => {
    const { reply } = await renderCard()
    const [month, year] = [await reply('Last 28 Days'), await reply('Last Year')]
    expect(year.total).not.toBe(month.total)
    expect(await screen.findByTestId('support-total')).toHaveTextContent(month.total.toLocaleString('en'))
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Support tracker' }))
    await user.click(await screen.findByRole('option', { name: 'Last year' }))
    expect(await screen.findByText(year.total.toLocaleString('en'))).toBeInTheDocument()
  })

  it('shows an error with a retry button that fetches again', async () => {
    // the first call meets a network failure
    let failed = false
    const { reply } = await renderCard({
      intercept: () => {
        if (failed) return undefined
        failed = true
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    const { total } = await reply('Last 28 Days')
    expect(await screen.findByTestId('support-total')).toHaveTextContent(total.toLocaleString('en'))
  })
})
