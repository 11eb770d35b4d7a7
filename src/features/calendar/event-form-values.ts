import { addDays, format, parseISO } from 'date-fns'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { calendarNameSchema, TITLE_MAX, type CalendarEvent, type CalendarName } from '@contract/calendar'
import { NAME_MAX, TEXT_MAX, URL_MAX } from '@contract/common'
import { atMost, tooLong } from '@/lib/text-limits'

/*
 * The sheet edits days and times apart (a date picker and a time field each), in local time, with an end day
 * that counts inclusively. The API speaks FullCalendar's language instead: dates with an exclusive end for
 * all-day events, instants for timed ones. This module converts between the two and validates the form in the
 * user's language; the contract's schema checks the same rules again on the server.
 */

type T = TFunction<['calendar', 'common']>

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const TIME = /^\d{2}:\d{2}$/

// the contract's limits, said in the user's language: beyond them the server answers 400
export const eventFormSchema = (t: T) =>
  z
    .object({
      title: z.string().trim().min(1, t('validation.titleRequired')).max(TITLE_MAX, tooLong(t, TITLE_MAX)),
      calendar: calendarNameSchema,
      allDay: z.boolean(),
      startDate: z.string().min(1, t('validation.startRequired')),
      startTime: z.string(),
      endDate: z.string().min(1, t('validation.endRequired')),
      endTime: z.string(),
      url: atMost(t, URL_MAX)
        .trim()
        .refine((value) => value === '' || isWebAddress(value), t('validation.urlInvalid')),
      guests: z.array(z.number()),
      location: atMost(t, NAME_MAX),
      description: atMost(t, TEXT_MAX),
    })
    .superRefine((values, ctx) => {
      if (!values.allDay) {
        for (const field of ['startTime', 'endTime'] as const)
          if (!TIME.test(values[field]))
            ctx.addIssue({ code: 'custom', path: [field], message: t('validation.timeRequired') })
      }
      if (values.startDate && values.endDate && endsBeforeStart(values))
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('validation.endBeforeStart') })
    })

export type EventFormValues = z.infer<ReturnType<typeof eventFormSchema>>

/** All-day events compare days; timed ones compare day and time (a missing time counts as midnight). */
function endsBeforeStart(values: EventFormValues) {
  if (values.allDay || values.endDate !== values.startDate) return values.endDate < values.startDate
  return TIME.test(values.startTime) && TIME.test(values.endTime) && values.endTime < values.startTime
}

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')
const clock = (date: Date) => format(date, 'HH:mm')

/** A new event's form: all-day on a clicked day, or one hour from a clicked time. */
export function draftValues(start: Date, allDay: boolean, calendar: CalendarName): EventFormValues {
  const end = new Date(start.getTime() + 60 * 60_000)
  return {
    title: '',
    calendar,
    allDay,
    startDate: isoDay(start),
    startTime: allDay ? '09:00' : clock(start),
    endDate: allDay ? isoDay(start) : isoDay(end),
    endTime: allDay ? '10:00' : clock(end),
    url: '',
    guests: [],
    location: '',
    description: '',
  }
}

/** A stored event as the form shows it; an all-day event's exclusive end becomes its last day. */
export function toFormValues(event: CalendarEvent): EventFormValues {
  const start = parseISO(event.start)
  const end = event.end ? parseISO(event.end) : start
  const lastDay = event.allDay && event.end ? addDays(end, -1) : end
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    startDate: isoDay(start),
    startTime: event.allDay ? '09:00' : clock(start),
    endDate: isoDay(lastDay < start ? start : lastDay),
    endTime: event.allDay ? '10:00' : clock(end),
    url: event.url,
    guests: event.extendedProps.guests,
    location: event.extendedProps.location,
    description: event.extendedProps.description,
  }
}

/** The form as the API's event input. */
export function toEventInput(values: EventFormValues): Omit<CalendarEvent, 'id'> {
  const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString()
  return {
    title: values.title.trim(),
    start: values.allDay ? values.startDate : at(values.startDate, values.startTime),
    end: values.allDay ? isoDay(addDays(parseISO(values.endDate), 1)) : at(values.endDate, values.endTime),
    allDay: values.allDay,
    url: values.url.trim(),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location.trim(),
      description: values.description.trim(),
    },
  }
}

/** Server field names (`event.title`, `event.extendedProps.guests`) mapped onto the form's fields. */
export const SERVER_FIELDS: Record<string, keyof EventFormValues> = {
  'event.title': 'title',
  'event.start': 'startDate',
  'event.end': 'endDate',
  'event.url': 'url',
  'event.extendedProps.calendar': 'calendar',
  'event.extendedProps.guests': 'guests',
  'event.extendedProps.location': 'location',
  'event.extendedProps.description': 'description',
}
