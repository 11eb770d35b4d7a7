import { z } from 'zod'
import { CALENDARS, type CalendarName } from './calendar.values'
import { endpoint } from './endpoint'
import { listParam, longText, positiveIntParam, shortText, URL_MAX, wholeListQuerySchema } from './common'
import { isCalendarDay } from './dates'

/**
 * The calendar app's calls (`/apps/calendar/...`). Events follow FullCalendar's event input, so the page hands
 * them to the calendar unchanged: an all-day event has dates (`YYYY-MM-DD`) and an exclusive `end` (a one-day
 * event on the 3rd ends on the 4th); a timed event has date-times with a zone (`2026-05-20T09:30:00.000Z`).
 */

export { CALENDARS, type CalendarName } from './calendar.values'

export const TITLE_REQUIRED_MESSAGE = 'Title is required'
export const START_REQUIRED_MESSAGE = 'Start is required'
export const END_BEFORE_START_MESSAGE = 'End must not be before start'
export const DATE_MESSAGE = 'Must be a date (YYYY-MM-DD)'
export const DATE_TIME_MESSAGE = 'Must be a date and time with a zone (ISO 8601)'
export const URL_MESSAGE = 'Must be a web address (http or https)'
export const CALENDAR_MESSAGE = `Must be one of: ${CALENDARS.join(', ')}`
export const TITLE_MAX = 120
/** Room for a date-time with an offset; the value itself is checked as a date. */
const DATE_TEXT_MAX = 40

export const calendarNameSchema = z.enum(CALENDARS, { error: CALENDAR_MESSAGE })

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A real calendar day (no 31 February). */
export const isIsoDate = isCalendarDay
/** A date-time with a zone on a real day: Date.parse alone would roll 31 February over to 3 March. */
export const isIsoDateTime = (value: string) =>
  DATE_TIME.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))

/** A comparable instant; dates count from their local midnight, as FullCalendar draws them. */
export const eventInstant = (value: string) =>
  isIsoDate(value) ? new Date(`${value}T00:00:00`).getTime() : Date.parse(value)

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export const guestSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  email: z.string(),
  /** Image path, or '' for initials. */
  avatar: z.string(),
})
export type Guest = z.infer<typeof guestSchema>

export const eventExtendedPropsSchema = z.object({
  calendar: calendarNameSchema,
  /** Ids of guests from `GET /apps/calendar/guests`. */
  guests: z.array(z.number().int().positive()),
  location: z.string(),
  description: z.string(),
})

export const calendarEventSchema = z.object({
  id: z.number().int().positive(),
  /** '' or an http(s) address. */
  url: z.string(),
  title: z.string(),
  start: z.string(),
  /** null: ends where it starts (FullCalendar's default duration). */
  end: z.string().nullable(),
  allDay: z.boolean(),
  extendedProps: eventExtendedPropsSchema,
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

const eventFieldsSchema = z.object({
  title: z
    .string({ error: TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, TITLE_REQUIRED_MESSAGE)
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters`),
  start: z
    .string({ error: START_REQUIRED_MESSAGE })
    .min(1, START_REQUIRED_MESSAGE)
    .max(DATE_TEXT_MAX, `At most ${DATE_TEXT_MAX} characters`),
  end: shortText(DATE_TEXT_MAX).nullable().default(null),
  allDay: z.boolean().default(false),
  url: shortText(URL_MAX)
    .trim()
    .refine((value) => value === '' || isWebAddress(value), URL_MESSAGE)
    .default(''),
  extendedProps: z.object({
    calendar: calendarNameSchema,
    guests: z
      .array(z.number().int().positive())
      .default([])
      .transform((ids) => [...new Set(ids)]),
    location: shortText().trim().default(''),
    description: longText().trim().default(''),
  }),
})

/** Dates or date-times as `allDay` says, and an end that is not before the start. */
function checkEventDates(
  event: { start: string; end: string | null; allDay: boolean },
  ctx: z.RefinementCtx,
) {
  const [valid, message] = event.allDay ? [isIsoDate, DATE_MESSAGE] : [isIsoDateTime, DATE_TIME_MESSAGE]
  if (!valid(event.start)) ctx.addIssue({ code: 'custom', path: ['start'], message })
  if (event.end === null) return
  if (!valid(event.end)) ctx.addIssue({ code: 'custom', path: ['end'], message })
  else if (valid(event.start) && eventInstant(event.end) < eventInstant(event.start))
    ctx.addIssue({ code: 'custom', path: ['end'], message: END_BEFORE_START_MESSAGE })
}

/**
 * What a client sends to add an event: the event without its id. Title and start are required, `end` is
 * optional and never before `start`; the other fields have defaults ('' and []).
 */
export const eventInputSchema = eventFieldsSchema.superRefine(checkEventDates)
export type EventInput = z.input<typeof eventInputSchema>

/** Error fields are named inside `event`, for example `{error: {"event.end": "End must not be before start"}}`. */
export const addEventBodySchema = z.object({ event: eventInputSchema })
export type AddEventBody = z.input<typeof addEventBodySchema>

/** The whole event, id included: update replaces every field. */
export const updateEventBodySchema = z.object({
  event: eventFieldsSchema.extend({ id: z.number().int().positive() }).superRefine(checkEventDates),
})
export type UpdateEventBody = z.input<typeof updateEventBodySchema>

export const eventReplySchema = z.object({ event: calendarEventSchema })
export type EventReply = z.infer<typeof eventReplySchema>

/** `calendars` absent: every event; `calendars=` (once, empty): none; else those calendars only. */
export const eventsQuerySchema = z.object({
  calendars: listParam(calendarNameSchema).optional(),
  ...wholeListQuerySchema.shape,
})
export type EventsQuery = { calendars?: CalendarName[] }

export const eventsReplySchema = z.array(calendarEventSchema)

export const removeEventQuerySchema = z.object({ id: positiveIntParam })
export type RemoveEventQuery = { id: number }

export const guestsReplySchema = z.array(guestSchema)

export const calendarApi = {
  events: endpoint({
    method: 'GET',
    path: '/apps/calendar/events',
    query: eventsQuerySchema,
    reply: eventsReplySchema,
    summary: 'The events of the chosen calendars, earliest first',
  }),
  guests: endpoint({
    method: 'GET',
    path: '/apps/calendar/guests',
    reply: guestsReplySchema,
    summary: 'The people an event can invite',
  }),
  addEvent: endpoint({
    method: 'POST',
    path: '/apps/calendar/add-event',
    body: addEventBodySchema,
    reply: eventReplySchema,
    status: 201,
    summary: 'Add an event; field errors are named inside `event`',
  }),
  updateEvent: endpoint({
    method: 'POST',
    path: '/apps/calendar/update-event',
    body: updateEventBodySchema,
    reply: eventReplySchema,
    summary: 'Replace every field of an event',
  }),
  removeEvent: endpoint({
    method: 'DELETE',
    path: '/apps/calendar/remove-event',
    query: removeEventQuerySchema,
    reply: eventReplySchema,
    summary: 'Delete an event',
  }),
}
