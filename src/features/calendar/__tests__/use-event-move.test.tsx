import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { EventApi, EventChangeInfo } from '@fullcalendar/react'
import type { ReactNode } from 'react'
import type { CalendarEvent } from '@contract/calendar'
import { toast } from '@/components/ui/toaster'
import calendar from '@/i18n/locales/en/calendar.json'
import { ApiError, apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { eventsQueryOptions } from '../api/get-events'
import { useEventMove } from '../hooks/use-event-move'

vi.mock('@/lib/http/client', async (original) => ({
  ...(await original<typeof import('@/lib/http/client')>()),
  apiFetch: vi.fn(),
}))
vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
const fetchMock = vi.mocked(apiFetch)

initTestI18n({ calendar })

const EVENT: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Kiln firing',
  start: '2026-06-10',
  end: '2026-06-11',
  allDay: true,
  extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
}
const KEY = eventsQueryOptions(['Business']).queryKey

/** What FullCalendar hands over after a drag to 12 June. */
const dropInfo = () => {
  const moved = { id: '3', allDay: true, start: new Date(2026, 5, 12), end: new Date(2026, 5, 13) }
  return { event: moved as unknown as EventApi, revert: vi.fn() } as unknown as EventChangeInfo & {
    revert: ReturnType<typeof vi.fn>
  }
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(KEY, [EVENT])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useEventMove([EVENT]), { wrapper })
  return { client, move: result.current }
}

beforeEach(() => vi.clearAllMocks())

describe('useEventMove', () => {
  it('saves the new dates through update-event and shows them at once', async () => {
    let answer: (value: unknown) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const { client, move } = setup()
    const info = dropInfo()
    act(() => move(info))

    // Optimistic: the cached list already holds the moved event while the call runs.
    await waitFor(() =>
      expect(client.getQueryData<CalendarEvent[]>(KEY)?.[0]).toMatchObject({
        start: '2026-06-12',
        end: '2026-06-13',
      }),
    )
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/apps/calendar/update-event' }), {
      body: { event: { ...EVENT, start: '2026-06-12', end: '2026-06-13' } },
    })
    answer({ event: { ...EVENT, start: '2026-06-12', end: '2026-06-13' } })
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event saved'))
    expect(info.revert).not.toHaveBeenCalled()
  })

  it('puts the event back and says so when the server refuses', async () => {
    fetchMock.mockRejectedValueOnce(new ApiError(404, { error: 'Event 3 not found' }))
    const { client, move } = setup()
    const info = dropInfo()
    act(() => move(info))

    await waitFor(() => expect(info.revert).toHaveBeenCalledTimes(1))
    expect(toast.error).toHaveBeenCalledWith(calendar.toasts.moveFailed, { description: 'Event 3 not found' })
    expect(client.getQueryData<CalendarEvent[]>(KEY)).toEqual([EVENT])
  })
})
