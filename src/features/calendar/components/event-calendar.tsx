import FullCalendar, {
  type CalendarController,
  type DateClickInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventDisplayInfo,
} from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import breezyTheme from '@fullcalendar/react/themes/breezy'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import { memo, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@contract/calendar'
import { useHtmlDark, useHtmlDir } from '@/components/ui/use-html-attributes'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/breezy/theme.css'
import '../calendar-theme.css'
import { CALENDAR_COLOR } from '../calendar-colors'
import { calendarLocaleCode, localeOf } from '../calendar-locales'
import { toCalendarInput } from '../event-input'

/*
 * FullCalendar names a week column's heading link by the full date ("November 23, 2026") while it shows
 * "Mon 23": a voice-control user who says what they see reaches nothing (label in name, WCAG 2.5.3). The week
 * view's headings are plain headings (each still reads the full date to screen readers); the Day button, and
 * the day numbers of the month view, go to a day.
 */
const VIEW_OPTIONS = { timeGridWeek: { navLinks: false } }
const PLUGINS = [breezyTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]

/*
 * Every event names its calendar's colour (`tessera-event-<colour>` sets --tessera-event-ink, calendar-theme.css),
 * so each view can draw a marker in it: a dot before a timed event in the month grid and the list, a bar at the
 * start of a block in the week and day grids. The marker uses the colour's ink, which keeps 3:1 against the card in
 * both skins (a fill such as --primary does not on the dark card).
 */
const eventClass = (info: EventDisplayInfo) =>
  `tessera-event-${CALENDAR_COLOR[info.event.extendedProps.calendar as keyof typeof CALENDAR_COLOR] ?? 'primary'}`
// The month grid's timed events have no marker of their own in Breezy; the list view's dot takes the ink.
const listItemBeforeClass = (info: EventDisplayInfo) =>
  info.view.type.startsWith('list') ? 'tessera-event-marker' : 'tessera-event-dot'

/** Time and title as FullCalendar draws them, plus the whole title on hover where the row cuts it short. */
const eventContent = (info: EventDisplayInfo) => (
  <>
    {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}
    <div className={info.titleClass} title={info.event.title}>
      {info.event.title || '\u00A0'}
    </div>
  </>
)

/** "2026-11-12", as FullCalendar marks a day's cell, in the app's words: "November 12, 2026". */
const longDay = (day: string, language: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(calendarLocaleCode(language), { dateStyle: 'long' }).format(
    new Date(year, month - 1, date),
  )
}

/**
 * A day's "+2 more", in the app's words. Its button (FullCalendar's, which opens the day's events in a popover) is
 * named "2 more events on November 12, 2026": the name begins with what it shows, and says which day, which the
 * count alone does not. FullCalendar tells this content the count but not the day, so the name is set when the
 * label is attached, from the day its cell is marked with; FullCalendar sets none of its own there.
 */
function MoreLinkLabel({ count }: { count: number }) {
  const { t, i18n } = useTranslation('calendar')
  const language = i18n.resolvedLanguage ?? i18n.language
  const nameButton = useCallback(
    (label: HTMLElement | null) => {
      const button = label?.closest('[role=button]')
      const day = label?.closest('[role=cell]')?.getAttribute('data-date')
      if (button && day)
        button.setAttribute('aria-label', t('grid.moreOn', { count, date: longDay(day, language) }))
    },
    [count, language, t],
  )
  // a phone's day cell has room for the count alone ("+2")
  return (
    <span ref={nameButton}>
      <span className="max-sm:hidden">{t('grid.moreText', { count })}</span>
      <span className="sm:hidden">+{count}</span>
    </span>
  )
}
const moreLinkContent = (info: { num: number }) => <MoreLinkLabel count={info.num} />

interface EventCalendarProps {
  controller: CalendarController
  events: CalendarEvent[]
  initialView: string
  /** Phone width: shorter day headings in the list view. */
  compact: boolean
  onDayClick: (date: Date, allDay: boolean) => void
  onEventClick: (id: number) => void
  /** A drag or resize: the moved event, and how to put it back if saving fails. */
  onEventChange: (info: EventChangeInfo) => void
}

/**
 * FullCalendar itself, in the app's language, direction and skin; the page owns data and toolbar. Memoised: the page
 * renders again when the controller's date or title changes, and FullCalendar has nothing new to draw then.
 */
export const EventCalendar = memo(function EventCalendar({
  controller,
  events,
  initialView,
  compact,
  onDayClick,
  onEventClick,
  onEventChange,
}: EventCalendarProps) {
  const { t, i18n } = useTranslation('calendar')
  const dir = useHtmlDir()
  const dark = useHtmlDark()
  const inputs = useMemo(() => events.map(toCalendarInput), [events])

  return (
    <div className="tessera-calendar min-h-0 flex-1 p-2 sm:p-4">
      <FullCalendar
        controller={controller}
        plugins={PLUGINS}
        initialView={initialView}
        headerToolbar={false}
        height="100%"
        locale={localeOf(i18n.resolvedLanguage ?? i18n.language)}
        direction={dir}
        colorScheme={dark ? 'dark' : 'light'}
        events={inputs}
        editable
        // Events take focus and open on Enter like links, so the keyboard can reach every event.
        eventInteractive
        eventClass={eventClass}
        eventContent={eventContent}
        eventTitleClass="tessera-event-title"
        eventTimeClass="tessera-event-time"
        listItemEventBeforeClass={listItemBeforeClass}
        columnEventClass="tessera-event-bar"
        rowEventInnerClass="tessera-event-clip-box"
        moreLinkClass="tessera-more-link"
        moreLinkContent={moreLinkContent}
        popoverClass="tessera-more-popover"
        rowEventTitleClass="tessera-event-clip"
        listItemEventTitleClass="tessera-event-clip"
        eventResizableFromStart
        dayMaxEvents
        navLinks
        views={VIEW_OPTIONS}
        nowIndicator
        noEventsText={t('states.noEvents')}
        // what assistive technology reads, which the bundled locales leave in English (Arabic, French) or word otherwise
        navLinkHint={(date: string) => t('grid.navLink', { date })}
        moreLinkHint={(count: number) => t('grid.moreLink', { count })}
        closeHint={t('grid.close')}
        eventsHint={t('grid.events')}
        listDayFormat={compact ? { month: 'short', day: 'numeric' } : undefined}
        listDayAltFormat={compact ? { weekday: 'short' } : undefined}
        displayEventEnd={compact ? false : undefined}
        dateClick={(info: DateClickInfo) => onDayClick(info.date, info.allDay)}
        eventClick={(info: EventClickInfo) => {
          // An event with a URL is a link; here a click opens it for editing instead.
          info.jsEvent.preventDefault()
          onEventClick(Number(info.event.id))
        }}
        eventDrop={onEventChange}
        eventResize={onEventChange}
      />
    </div>
  )
})
