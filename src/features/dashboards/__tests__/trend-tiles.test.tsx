import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ActiveUsersTile, StatisticTile } from '@contract/cards'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, type RenderWithApiOptions } from '@/test/render-with-api'
import { TrendTiles } from '../components/trend-tiles'

initTestI18n({ dashboards })

const ORDERS = '/card/card-statistics/orders-bar-chart'
const ACTIVE = '/card/card-statistics/active-users'

/** The tiles, and what the back end answers for a tile and period: the figures the tiles must show. */
async function renderTiles(names: ('ordersChart' | 'activeUsers')[], options: RenderWithApiOptions = {}) {
  const api = await renderWithApi(<TrendTiles names={names} />, options)
  const reply = async <T,>(path: string, period = 'Last 28 Days') =>
    (await (await api.request(`${path}?period=${encodeURIComponent(period)}`)).json()) as T
  return { ...api, reply }
}
const number = (value: number) => value.toLocaleString('en')

describe('TrendTiles', { timeout: 15_000 }, () => {
  it('shows each trend with its figure, growth and a named sparkline with a data table', async () => {
    const { reply } = await renderTiles(['ordersChart', 'activeUsers'])
    const orders = await reply<StatisticTile>(ORDERS)
    const active = await reply<ActiveUsersTile>(ACTIVE)
    expect(await screen.findByTestId('trend-ordersChart')).toHaveTextContent(number(orders.total))
    const growth = `${Math.abs(orders.growth)}%`.replace('.', '\\.')
    expect(screen.getAllByText(new RegExp(growth))[0]).toBeInTheDocument()
    const figure = screen.getByRole('figure', { name: 'Orders over the period' })
    const table = within(figure).getByRole('table', { name: 'Orders over the period' })
    // a header row and one row per point of the series
    expect(within(table).getAllByRole('row')).toHaveLength(orders.series.length + 1)

    expect(await screen.findByTestId('trend-activeUsers')).toHaveTextContent(number(active.average))
    expect(screen.getByText(new RegExp(`daily average, peak ${number(active.peak)}`))).toBeInTheDocument()
  })

  it('refetches every tile of the row with the period picked', async () => {
    const { reply } = await renderTiles(['ordersChart'])
    const month = await reply<StatisticTile>(ORDERS)
    const year = await reply<StatisticTile>(ORDERS, 'Last Year')
    expect(year.total).not.toBe(month.total)
    expect(await screen.findByTestId('trend-ordersChart')).toHaveTextContent(number(month.total))
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Trends' }))
    await user.click(await screen.findByRole('option', { name: 'Last year' }))
    expect(await screen.findByText(number(year.total))).toBeInTheDocument()
  })

  it('keeps a failing tile to itself and retries it', async () => {
    // the orders tile's first call meets a network failure; the other tile is unaffected
    let failed = false
    await renderTiles(['ordersChart', 'activeUsers'], {
      intercept: (request) => {
        if (failed || !request.url.includes(ORDERS)) return undefined
        failed = true
        throw new TypeError('Failed to fetch')
      },
    })
    const alert = await screen.findByRole('alert')
    expect(await screen.findByTestId('trend-activeUsers')).toBeInTheDocument()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('trend-ordersChart')).toBeInTheDocument()
  })
})
