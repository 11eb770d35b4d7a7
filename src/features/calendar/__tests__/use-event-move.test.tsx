import { act, waitFor } from '@testing-library/react'
import type { EventApi, EventChangeInfo } from '@fullcalendar/react'
import type { CalendarEvent } from '@contract/calendar'
import { toast } from '@/components/ui/toast'
import calendar from '@/i18n/locales/en/calendar.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi, testQueryClient, type RenderWithApiOptions } from '@/test/render-with-api'
import { eventsQueryOptions } from '../api/get-events'
import { useEventMove } from '../hooks/use-event-move'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

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

/** The hook in a component over a store whose only event is EVENT, with the list cached as the page has it. */
async function setup(options: RenderWithApiOptions = {}) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(KEY, [EVENT])
  let move: ReturnType<typeof useEventMove> = () => {}
  function Mover() {
    move = useEventMove([EVENT])
    return null
  }
  const api = await renderWithApi(<Mover />, {
    queryClient,
    seed: (collections) => {
      collections.calendarEvents = [structuredClone(EVENT)]
    },
    ...options,
  })
  const stored = async () => (await api.store.read('calendarEvents')).find((event) => event.id === EVENT.id)
  return { ...api, move, stored }
}

beforeEach(() => vi.clearAllMocks())

describe('useEventMove', { timeout: 15_000 }, () => {
  it('shows the new dates at once and saves them in the store', async () => {
    // the update waits until the test lets it through, to see the cache change before the server answers
    let release: () => void = () => {}
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
    const { queryClient, move, stored } = await setup({
      intercept: (request) => (request.url.endsWith('/update-event') ? held : undefined),
    })
    const info = dropInfo()
    act(() => move(info))

    await waitFor(() =>
      expect(queryClient.getQueryData<CalendarEvent[]>(KEY)?.[0]).toMatchObject({
        start: '2026-06-12',
        end: '2026-06-13',
      }),
    )
    expect(await stored()).toMatchObject({ start: '2026-06-10' })
    release()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event saved'))
    expect(await stored()).toMatchObject({ start: '2026-06-12', end: '2026-06-13', title: 'Kiln firing' })
    expect(info.revert).not.toHaveBeenCalled()
  })

  it('puts the event back and says so when the server refuses', async () => {
    const { queryClient, move, store } = await setup()
    // someone deleted the event meanwhile: the back end answers 404
    await store.update('calendarEvents', (events) => void events.splice(0, events.length))
    const info = dropInfo()
    act(() => move(info))

    await waitFor(() => expect(info.revert).toHaveBeenCalledTimes(1))
    expect(toast.error).toHaveBeenCalledWith(calendar.toasts.moveFailed, { description: 'Event not found' })
    expect(queryClient.getQueryData<CalendarEvent[]>(KEY)).toEqual([EVENT])
  })
})
