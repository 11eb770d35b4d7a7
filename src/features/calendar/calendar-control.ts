import { CalendarController } from '@fullcalendar/react'
import { useMemo, useState, useSyncExternalStore } from 'react'

/*
 * FullCalendar's controller behind a subscription, read by value. `useCalendarController` stores a new wrapper in
 * the page's state whenever FullCalendar reports its date, which it does once it has mounted: the whole page then
 * rendered a second time in every route change for a toolbar title it could have known before (docs/benchmarks.md,
 * "The calendar's route change"). Here each reader takes a string (the title, the view, the day), worked out
 * before the mount the way FullCalendar will, so the report after the mount changes nothing and React renders
 * nothing; a real move (next month, another view, a picked day) renders the readers once.
 */

type Listener = () => void

export interface CalendarControl {
  controller: CalendarController
  subscribe: (listener: Listener) => () => void
}

function createCalendarControl(): CalendarControl {
  const listeners = new Set<Listener>()
  const controller = new CalendarController(() => {
    for (const listener of listeners) listener()
  })
  return {
    controller,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** One controller for the page's life, and a way to listen to it. */
export const useCalendarControl = () => useState(createCalendarControl)[0]

/**
 * The month and year as FullCalendar titles a month (its `titleFormat` for the month and list views: the year
 * and the month's long name, through `Intl` in its locale's code).
 */
export const monthTitle = (date: Date, localeCode: string) =>
  new Intl.DateTimeFormat(localeCode, { year: 'numeric', month: 'long' }).format(date)

interface CalendarViewState {
  /** the toolbar's heading: FullCalendar's once mounted, the month worked out as it will title it before */
  title: string
  /** FullCalendar's view type, the initial one before the mount */
  view: string
  /** the day FullCalendar shows (today before the mount), a new Date only when the day changes */
  date: Date
}

/**
 * What the page shows of the calendar's position, read from the controller by value: FullCalendar's report after
 * its mount matches what was worked out before and renders nothing.
 */
export function useCalendarView(
  { controller, subscribe }: CalendarControl,
  initialView: string,
  localeCode: string,
): CalendarViewState {
  const [today] = useState(() => new Date())
  const title = useSyncExternalStore(subscribe, () => controller.view?.title ?? monthTitle(today, localeCode))
  const view = useSyncExternalStore(subscribe, () => controller.view?.type ?? initialView)
  const day = useSyncExternalStore(subscribe, () => (controller.getDate() ?? today).toDateString())
  // a new Date only for another day, so the memoised sidebar (and its month picker) skips the same one
  const date = useMemo(() => new Date(day), [day])
  return { title, view, date }
}
