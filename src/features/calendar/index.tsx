import { Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@contract/calendar'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { lazyComponent } from '@/lib/lazy-component'
import { useMediaQuery } from '@/lib/use-media-query'
import { useEvents } from './api/get-events'
import { useCalendarControl, useCalendarView } from './calendar-control'
import { calendarLocaleCode } from './calendar-locales'
import { calendarFilterStore, useSelectedCalendars } from './calendar-filter-store'
import { CalendarSidebar } from './components/calendar-sidebar'
import { CALENDAR_VIEWS } from './calendar-views'
import { CalendarToolbar } from './components/calendar-toolbar'
import { EventCalendar } from './components/event-calendar'
import type { EventSheetTarget } from './components/event-sheet'
import { EventsStatus } from './components/events-status'
import { useEventMove } from './hooks/use-event-move'

// The sheet brings the form, its schema and pickers (about 58 KB): it loads when the pointer comes over the page or
// the focus into it, so a visit that only looks at the calendar never fetches it (docs/ui-primitives.md, "Controls
// that load on intent"). A touch fires the pointer's entry before the tap, so the code is on its way by the click.
const EventSheet = lazyComponent(() => import('./components/event-sheet'), 'EventSheet')

const NO_EVENTS: CalendarEvent[] = []

const preloadSheet = () => void EventSheet.preload()

/** The next whole hour from now: where a new event from "Add Event" starts. */
const nextHour = () => {
  const date = new Date()
  date.setHours(date.getHours() + 1, 0, 0, 0)
  return date
}

/**
 * /apps/calendar: the sidebar (beside the calendar on wide screens, a drawer below 1024 px), our toolbar over
 * FullCalendar's controller, the calendar itself (list view by default on phones) and the event sheet.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar')
  const wide = useMediaQuery('(min-width: 1024px)')
  const phone = useMediaQuery('(max-width: 639px)')
  const control = useCalendarControl()
  const { controller } = control
  const initialView = phone ? CALENDAR_VIEWS.list : CALENDAR_VIEWS.month
  // the toolbar's title and view and the sidebar's day, known before FullCalendar mounts (calendar-control.ts)
  const { title, view, date } = useCalendarView(
    control,
    initialView,
    calendarLocaleCode(i18n.resolvedLanguage ?? i18n.language),
  )
  const selected = useSelectedCalendars()
  const events = useEvents(selected)
  const moveEvent = useEventMove(events.data)
  const [target, setTarget] = useState<EventSheetTarget | null>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [sheetMounted, setSheetMounted] = useState(false)
  const eventList = events.data

  // The page renders again when the calendar moves (another month, view or day): the callbacks keep their
  // identity, so the memoised calendar and sidebar skip what is not theirs (docs/benchmarks.md).
  const open = useCallback((next: EventSheetTarget) => {
    setDrawerOpen(false)
    setSheetMounted(true)
    setTarget(next)
  }, [])
  // A new event belongs to the first calendar on show, so it does not vanish from view once saved.
  const openNew = useCallback(
    (start: Date, allDay: boolean) =>
      open({ mode: 'add', start, allDay, calendar: calendarFilterStore.get()[0] ?? 'Business' }),
    [open],
  )
  const openEvent = useCallback(
    (id: number) => {
      const event = eventList?.find((e) => e.id === id)
      if (event) open({ mode: 'edit', event })
    },
    [eventList, open],
  )
  const addEvent = useCallback(() => openNew(nextHour(), false), [openNew])
  const pickDate = useCallback(
    (day: Date) => {
      controller.gotoDate(day)
      setDrawerOpen(false)
    },
    [controller],
  )

  const sidebar = <CalendarSidebar date={date} onAddEvent={addEvent} onPickDate={pickDate} />
  // h-window-page (src/styles/index.css): the window less the navbar, padding and footer, so the page fits the
  // window and its lists scroll inside.
  return (
    <div
      onPointerEnter={preloadSheet}
      onFocus={preloadSheet}
      className="flex h-window-page min-h-[34rem] overflow-hidden rounded-lg border border-transparent bg-card shadow-card"
    >
      <h1 className="sr-only">{t('title')}</h1>
      {wide ? (
        <aside aria-label={t('sidebar')} className="w-72 shrink-0 overflow-y-auto border-e">
          {sidebar}
        </aside>
      ) : (
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="start" closeLabel={t('sheet.close')} className="gap-0 overflow-y-auto p-0">
            <SheetTitle className="px-5 pt-5">{t('sidebar')}</SheetTitle>
            {sidebar}
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <CalendarToolbar
          title={title}
          view={view}
          onPrev={() => controller.prev()}
          onNext={() => controller.next()}
          onToday={() => controller.today()}
          onView={(name) => controller.changeView(CALENDAR_VIEWS[name])}
          onOpenSidebar={wide ? undefined : () => setDrawerOpen(true)}
        />
        <EventsStatus query={events} noneSelected={selected.length === 0} />
        <EventCalendar
          controller={controller}
          events={eventList ?? NO_EVENTS}
          initialView={initialView}
          compact={phone}
          onDayClick={openNew}
          onEventClick={openEvent}
          onEventChange={moveEvent}
        />
      </div>
      {sheetMounted && (
        <Suspense fallback={null}>
          <EventSheet target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </div>
  )
}
