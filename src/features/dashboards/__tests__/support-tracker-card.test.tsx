import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SupportTracker } from '@contract/cards'
import { apiFetch } from '@/lib/http/client'
import { SupportTrackerCard } from '../components/support-tracker-card'
import { renderCard as renderInQuery } from './render-card'

vi.mock('@/lib/http/client', () => ({ apiFetch: vi.fn() }))
const fetchMock = vi.mocked(apiFetch)

const REPLY: SupportTracker = {
  period: 'Last 28 Days',
  total: 1234,
  new: 200,
  open: 134,
  resolved: 900,
  completion: 72.9,
  avgFirstResponseHours: 3.5,
}

const renderCard = () => renderInQuery(<SupportTrackerCard />)

beforeEach(() => vi.clearAllMocks())

describe('SupportTrackerCard', () => {
  it('shows a loading placeholder, then the figures of the default period', async () => {
    let resolve: (reply: SupportTracker) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((done) => (resolve = done)))
    renderCard()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    resolve(REPLY)
    expect(await screen.findByTestId('support-total')).toHaveTextContent('1,234')
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/card/card-analytics/support-tracker' }),
      expect.objectContaining({ query: { period: 'Last 28 Days' } }),
    )
  })

  it('refetches with the period picked in the labelled select', async () => {
    fetchMock
      .mockResolvedValueOnce(REPLY)
      .mockResolvedValueOnce({ ...REPLY, period: 'Last Year', total: 9876 })
    renderCard()
    expect(await screen.findByTestId('support-total')).toHaveTextContent('1,234')
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Support tracker' }))
    await user.click(await screen.findByRole('option', { name: 'Last year' }))
    expect(await screen.findByText('9,876')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/card/card-analytics/support-tracker' }),
      expect.objectContaining({ query: { period: 'Last Year' } }),
    )
  })

  it('shows an error with a retry button that fetches again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(REPLY)
    renderCard()
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('support-total')).toHaveTextContent('1,234')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
