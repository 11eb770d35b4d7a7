import type { CalendarEvent } from '@contract/calendar'
import { draftValues, toEventInput, toFormValues } from '../event-form-values'

const stored = (patch: Partial<CalendarEvent>): CalendarEvent => ({
  id: 7,
  url: '',
  title: 'Tile fair',
  start: '2026-06-08',
  end: '2026-06-11',
  allDay: true,
  extendedProps: { calendar: 'Business', guests: [2], location: '', description: '' },
  ...patch,
})

describe('event form values', () => {
  it('shows an all-day event’s exclusive end as its last day, and writes it back exclusive', () => {
    const values = toFormValues(stored({}))
    expect(values).toMatchObject({ allDay: true, startDate: '2026-06-08', endDate: '2026-06-10' })
    expect(toEventInput(values)).toMatchObject({ start: '2026-06-08', end: '2026-06-11', allDay: true })
  })

  it('round-trips a timed event through local days and times', () => {
    const start = new Date(2026, 5, 3, 9, 30).toISOString()
    const end = new Date(2026, 5, 4, 18, 0).toISOString()
    const values = toFormValues(stored({ allDay: false, start, end }))
    expect(values).toMatchObject({
      startDate: '2026-06-03',
      startTime: '09:30',
      endDate: '2026-06-04',
      endTime: '18:00',
    })
    expect(toEventInput(values)).toMatchObject({ start, end, allDay: false })
  })

  it('treats a missing end as ending where it starts', () => {
    expect(toFormValues(stored({ end: null }))).toMatchObject({
      startDate: '2026-06-08',
      endDate: '2026-06-08',
    })
  })

  it('drafts a clicked day as all-day, a clicked time as one hour', () => {
    expect(draftValues(new Date(2026, 5, 2), true, 'ETC')).toMatchObject({
      allDay: true,
      startDate: '2026-06-02',
      endDate: '2026-06-02',
      calendar: 'ETC',
    })
    expect(draftValues(new Date(2026, 5, 2, 23, 30), false, 'Family')).toMatchObject({
      startDate: '2026-06-02',
      startTime: '23:30',
      endDate: '2026-06-03',
      endTime: '00:30',
    })
  })
})
