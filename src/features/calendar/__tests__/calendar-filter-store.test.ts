import { CALENDARS } from '@contract/calendar'
import { calendarFilterStore, SELECTED_CALENDARS_KEY } from '../calendar-filter-store'

const stored = () => JSON.parse(localStorage.getItem(SELECTED_CALENDARS_KEY) ?? 'null') as unknown

beforeEach(() => {
  localStorage.clear()
  calendarFilterStore.reload()
})

describe('the calendar filter store', () => {
  it('starts with every calendar selected', () => {
    expect(calendarFilterStore.get()).toEqual(CALENDARS)
  })

  it('toggles one calendar off and on, in the fixed order, and persists each change', () => {
    calendarFilterStore.toggle('Business')
    expect(calendarFilterStore.get()).toEqual(['Personal', 'Family', 'Holiday', 'ETC'])
    expect(stored()).toEqual(['Personal', 'Family', 'Holiday', 'ETC'])
    calendarFilterStore.toggle('Business')
    expect(calendarFilterStore.get()).toEqual(CALENDARS)
  })

  it('view all clears everything when all are selected, and selects all otherwise', () => {
    calendarFilterStore.toggleAll()
    expect(calendarFilterStore.get()).toEqual([])
    expect(stored()).toEqual([])
    calendarFilterStore.toggle('ETC')
    calendarFilterStore.toggleAll()
    expect(calendarFilterStore.get()).toEqual(CALENDARS)
  })

  it('survives a reload, the empty selection included, and drops unknown names', () => {
    calendarFilterStore.toggleAll()
    calendarFilterStore.reload()
    expect(calendarFilterStore.get()).toEqual([])
    localStorage.setItem(SELECTED_CALENDARS_KEY, JSON.stringify(['Holiday', 'Work', 'Personal']))
    calendarFilterStore.reload()
    expect(calendarFilterStore.get()).toEqual(['Personal', 'Holiday'])
    localStorage.setItem(SELECTED_CALENDARS_KEY, '{broken')
    calendarFilterStore.reload()
    expect(calendarFilterStore.get()).toEqual(CALENDARS)
  })

  it('tells subscribers about changes', () => {
    const listener = vi.fn()
    const stop = calendarFilterStore.subscribe(listener)
    calendarFilterStore.toggle('Family')
    stop()
    calendarFilterStore.toggle('Family')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
