import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RevenueReport } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { observerOfWidth } from '@/test/resize-observer'
import { RevenueReportCard } from '../components/revenue-report-card'

initTestI18n({ dashboards })

const PATH = '/card/card-analytics/revenue-report'
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

describe('RevenueReportCard', { timeout: 15_000 }, () => {
  // jsdom lays nothing out: the chart's ResizeObserver reports a 600 px wide box, so it draws the bars
  beforeEach(() => vi.stubGlobal('ResizeObserver', observerOfWidth(600)))
  afterEach(() => vi.unstubAllGlobals())

  it('offers only the years the report has, this one first, and loads the one picked', async () => {
    const api = await renderWithApi(<RevenueReportCard />)
    const year = new Date().getUTCFullYear()
    const reply = async (y: number) =>
      (await (await api.request(`${PATH}?year=${y}`)).json()) as RevenueReport
    const earning = await screen.findByTestId('revenue-report-earning')
    expect(earning).toHaveTextContent(money.format((await reply(year)).totals.earning))
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Year: Revenue report' }))
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      [year, year - 1, year - 2].map(String),
    )
    await user.click(screen.getByRole('option', { name: String(year - 1) }))
    const lastYear = await reply(year - 1)
    expect(api.calls).toContain(`GET ${PATH}?year=${year - 1}`)
    await waitFor(() =>
      expect(screen.getByTestId('revenue-report-earning')).toHaveTextContent(
        money.format(lastYear.totals.earning),
      ),
    )
  })

  it('draws earning and expense side by side, each from the baseline, not stacked', async () => {
    const { container } = await renderWithApi(<RevenueReportCard />)
    const figure = await screen.findByRole('figure', { name: /^Earning and expense in/ })
    const series = [...container.querySelectorAll('[data-series]')]
    expect(series.map((bar) => bar.getAttribute('data-series'))).toEqual(['earning', 'expense'])
    const [earning, expense] = series.map((bar) => bar.querySelector('[data-bar]')!)
    // a bar's path starts at its base's left corner: "M left,base V ..."
    const box = (bar: Element) => {
      const [x = Number.NaN, bottom = Number.NaN] = (bar.getAttribute('d') ?? '')
        .match(/-?[\d.]+/g)!
        .map(Number)
      return { x, bottom }
    }
    // a month's two bars stand next to each other on the same baseline
    expect(box(expense).x).toBeGreaterThan(box(earning).x)
    expect(box(expense).bottom).toBeCloseTo(box(earning).bottom)
    // this year's months so far, under a header row
    expect(within(figure).getAllByRole('row')).toHaveLength(new Date().getUTCMonth() + 2)
  })
})
