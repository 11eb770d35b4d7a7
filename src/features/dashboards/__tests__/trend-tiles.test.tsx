import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ActiveUsersTile, StatisticTile } from '@contract/cards'
import { apiFetch } from '@/lib/http/client'
import { TrendTiles } from '../components/trend-tiles'
import { renderCard } from './render-card'

vi.mock('@/lib/http/client', () => ({ apiFetch: vi.fn() }))
const fetchMock = vi.mocked(apiFetch)

const ORDERS: StatisticTile = {
  period: 'Last 28 Days',
  total: 2480,
  growth: -4.2,
  bucket: 'weekday',
  series: [
    { label: 'mon', value: 300 },
    { label: 'tue', value: 420 },
  ],
}
const ACTIVE: ActiveUsersTile = {
  period: 'Last 28 Days',
  average: 1520,
  peak: 2210,
  growth: 8.5,
  bucket: 'weekday',
  series: [{ label: 'mon', value: 1520 }],
}

const reply = (path: string, period: string) =>
  path.endsWith('active-users')
    ? { ...ACTIVE, period }
    : { ...ORDERS, period, total: period === 'Last Year' ? 9999 : 2480 }

beforeEach(() => {
  vi.clearAllMocks()
  fetchMock.mockImplementation(({ path }, init) => Promise.resolve(reply(path, String(init?.query?.period))))
})

describe('TrendTiles', () => {
  it('shows each trend with its figure, growth and a named sparkline with a data table', async () => {
    renderCard(<TrendTiles names={['ordersChart', 'activeUsers']} />)
    expect(await screen.findByTestId('trend-ordersChart')).toHaveTextContent('2,480')
    expect(screen.getByText('-4.2%')).toBeInTheDocument()
    const figure = screen.getByRole('figure', { name: 'Orders over the period' })
    const table = within(figure).getByRole('table', { name: 'Orders over the period' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('rowheader', { name: 'Mon' })).toBeInTheDocument()

    expect(await screen.findByTestId('trend-activeUsers')).toHaveTextContent('1,520')
    expect(screen.getByText(/daily average, peak 2,210/)).toBeInTheDocument()
  })

  it('refetches every tile of the row with the period picked', async () => {
    renderCard(<TrendTiles names={['ordersChart']} />)
    expect(await screen.findByTestId('trend-ordersChart')).toHaveTextContent('2,480')
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Trends' }))
    await user.click(await screen.findByRole('option', { name: 'Last year' }))
    expect(await screen.findByText('9,999')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/card/card-statistics/orders-bar-chart' }),
      expect.objectContaining({ query: { period: 'Last Year' } }),
    )
  })

  it('keeps a failing tile to itself and retries it', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'))
    renderCard(<TrendTiles names={['ordersChart', 'activeUsers']} />)
    const alert = await screen.findByRole('alert')
    expect(await screen.findByTestId('trend-activeUsers')).toBeInTheDocument()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('trend-ordersChart')).toBeInTheDocument()
  })
})
