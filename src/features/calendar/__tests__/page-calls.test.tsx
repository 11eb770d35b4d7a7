import { waitFor } from '@testing-library/react'
import { renderWithApi } from '@/test/render-with-api'
import { startCalendarCalls } from '../api/page-calls'
import { calendarFilterStore } from '../calendar-filter-store'

describe('startCalendarCalls', { timeout: 20_000 }, () => {
  // every calendar selected again, as the store starts (its own reset for tests)
  afterEach(() => {
    localStorage.clear()
    calendarFilterStore.reload()
  })

  it('asks for the events of the calendars the user has selected', async () => {
    calendarFilterStore.toggle('Personal')
    calendarFilterStore.toggle('Holiday')
    const api = await renderWithApi(<p>calendar</p>)
    void startCalendarCalls(api.queryClient)
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0))
    expect(api.calls).toEqual(['GET /apps/calendar/events?calendars=Business&calendars=Family&calendars=ETC'])
    expect(api.queryClient.getQueryCache().getAll()[0].state.status).toBe('success')
  })
})
