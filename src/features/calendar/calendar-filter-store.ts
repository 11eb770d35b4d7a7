import { useSyncExternalStore } from 'react'
import { CALENDARS, type CalendarName } from '@contract/calendar.values'

/*
 * The `selectedCalendars` state (docs/state.md): which calendars the page shows. All five at first; the choice survives
 * reload through localStorage. A stored value is read name by name, so one bad entry never loses the rest.
 */
export const SELECTED_CALENDARS_KEY = 'tessera.calendar.selectedCalendars'

type Listener = () => void
const listeners = new Set<Listener>()

function read(): readonly CalendarName[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SELECTED_CALENDARS_KEY) ?? 'null')
    if (Array.isArray(stored)) return CALENDARS.filter((name) => stored.includes(name))
  } catch {
    // Unreadable: start over with every calendar.
  }
  return CALENDARS
}

let selected = read()

function set(next: readonly CalendarName[]) {
  selected = CALENDARS.filter((name) => next.includes(name))
  try {
    localStorage.setItem(SELECTED_CALENDARS_KEY, JSON.stringify(selected))
  } catch {
    // Storage full or blocked: the choice still holds until reload.
  }
  for (const listener of listeners) listener()
}

export const calendarFilterStore = {
  get: () => selected,
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  toggle: (name: CalendarName) =>
    set(selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name]),
  /** "View all": selects every calendar, or clears them all when every one is already selected. */
  toggleAll: () => set(selected.length === CALENDARS.length ? [] : CALENDARS),
  /** Tests start from a clean slate. */
  reload: () => {
    selected = read()
    for (const listener of listeners) listener()
  },
}

export const useSelectedCalendars = () =>
  useSyncExternalStore(calendarFilterStore.subscribe, calendarFilterStore.get, calendarFilterStore.get)
