import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RevenueReport } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { RevenueReportCard } from '../components/revenue-report-card'

initTestI18n({ dashboards })

const PATH = '/card/card-analytics/revenue-report'
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

describe('RevenueReportCard', { timeout: 15_000 }, () => {
  // jsdom lays nothing out: give the chart's container a size so recharts draws the bars, and the legend a line's
  // height (measured as tall as the chart, it would leave the plot no room)
  beforeEach(() => {
    const rect = (width: number, height: number) => {
      const box = { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 }
      return { ...box, toJSON: () => box }
    }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.closest('.recharts-legend-wrapper') ? rect(600, 20) : rect(600, 260)
    })
  })
  afterEach(() => vi.restoreAllMocks())

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
    const bars = await waitFor(() => {
      const series = [...container.querySelectorAll('.recharts-bar')]
      expect(series).toHaveLength(2)
      return series.map((bar) => [...bar.querySelectorAll('.recharts-rectangle')])
    })
    const [earning, expense] = bars.map((rects) => rects[0])
    const box = (rect: Element) => ({
      x: Number(rect.getAttribute('x')),
      bottom: Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')),
    })
    // a month's two bars stand next to each other on the same baseline
    expect(box(expense).x).toBeGreaterThan(box(earning).x)
    expect(box(expense).bottom).toBeCloseTo(box(earning).bottom)
    // this year's months so far, under a header row
    expect(within(figure).getAllByRole('row')).toHaveLength(new Date().getUTCMonth() + 2)
  })
})
