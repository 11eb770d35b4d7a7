/**
 * The calendar calls as rows of the shared case table (see cases.ts): run in order against a fresh store, in
 * Vitest and inside the service worker. Rows not marked `mutates` must leave the store unchanged.
 */
import {
  CALENDAR_MESSAGE,
  CALENDARS,
  type CalendarEvent,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  END_BEFORE_START_MESSAGE,
  eventInstant,
  eventReplySchema,
  eventsReplySchema,
  guestsReplySchema,
  START_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  URL_MESSAGE,
  calendarApi,
} from '../../contract/calendar'
import { buildSeed } from '../seed'
import type { ApiCase, ApiRequest, Expect } from './cases'
import { del, get, post, type Target } from './requests'

// Only the ids, titles and calendars are compared with the seed: its dates depend on the day it ran.
const SEED_EVENTS = buildSeed(new Date()).calendarEvents
const {
  events: EVENTS,
  addEvent: ADD,
  updateEvent: UPDATE,
  removeEvent: REMOVE,
  guests: GUESTS,
} = calendarApi
const NEW_ID = SEED_EVENTS.length + 1

const inCalendars = (...names: string[]) =>
  SEED_EVENTS.filter((event) => names.includes(event.extendedProps.calendar))
    .map((event) => event.id)
    .sort((a, b) => a - b)

/** The reply is a valid, start-ordered list holding exactly these event ids. */
const expectEvents =
  (ids: number[]) =>
  ({ body }: { body: CalendarEvent[] }, expect: Expect) => {
    expect(eventsReplySchema.safeParse(body).error).toBe(undefined)
    expect(body.map((event) => event.id).sort((a, b) => a - b)).toEqual(ids)
    const starts = body.map((event) => eventInstant(event.start))
    expect(starts).toEqual(starts.toSorted((a, b) => a - b))
  }

const TIMED = {
  title: '  Mosaic site visit ',
  start: '2026-06-03T09:00:00.000Z',
  end: '2026-06-03T11:30:00.000Z',
  allDay: false,
  url: 'https://example.com/site',
  extendedProps: { calendar: 'Business', guests: [2, 1, 2], location: 'Pier 4' },
}
const ALL_DAY = {
  title: 'Studio closed',
  start: '2026-06-10',
  end: '2026-06-12',
  allDay: true,
  extendedProps: { calendar: 'Holiday' },
}

/** One 400 row: `change` breaks the timed event, `error` is the whole expected reply body. */
const invalid = (name: string, api: Target, event: object, error: object): ApiCase => ({
  name: `${api.path} ${name} is 400`,
  request: (s) => post(api, { event }, s.admin.accessToken),
  status: 400,
  check: ({ body }, expect) => expect(body).toEqual({ error }),
})

const withProps = (props: object) => ({ ...TIMED, extendedProps: { ...TIMED.extendedProps, ...props } })

const rejectedInputs = (api: Target, base: object): ApiCase[] => [
  invalid('without a title', api, { ...base, title: '   ' }, { 'event.title': TITLE_REQUIRED_MESSAGE }),
  invalid(
    'with a missing title',
    api,
    { ...base, title: undefined },
    { 'event.title': TITLE_REQUIRED_MESSAGE },
  ),
  invalid('without a start', api, { ...base, start: undefined }, { 'event.start': START_REQUIRED_MESSAGE }),
  invalid(
    'with the end before the start',
    api,
    { ...base, end: '2026-06-03T08:59:59.000Z' },
    { 'event.end': END_BEFORE_START_MESSAGE },
  ),
  invalid(
    'with an all-day end before its start',
    api,
    { ...base, ...ALL_DAY, end: '2026-06-09' },
    { 'event.end': END_BEFORE_START_MESSAGE },
  ),
  invalid(
    'with a date-time on an all-day event',
    api,
    { ...base, allDay: true },
    {
      'event.start': DATE_MESSAGE,
      'event.end': DATE_MESSAGE,
    },
  ),
  ...['2026-13-45', '2026-00-10', '2026-02-30'].map((day) =>
    invalid(
      `with the impossible all-day start ${day}`,
      api,
      { ...base, ...ALL_DAY, start: day },
      {
        'event.start': DATE_MESSAGE,
      },
    ),
  ),
  invalid(
    'with a date on a timed event',
    api,
    { ...base, start: '2026-06-03' },
    {
      'event.start': DATE_TIME_MESSAGE,
    },
  ),
  invalid(
    'with a day that does not exist',
    api,
    { ...base, ...ALL_DAY, start: '2026-02-30' },
    {
      'event.start': DATE_MESSAGE,
    },
  ),
  // Date.parse rolls 31 February over to 3 March: a timed event's day is checked like an all-day one
  ...['2026-02-31T10:00Z', '2026-04-31T09:00:00.000Z', '2026-06-03T25:00Z', '2026-06-03T10:61Z'].map(
    (start) =>
      invalid(
        `with the impossible timed start ${start}`,
        api,
        { ...base, start },
        {
          'event.start': DATE_TIME_MESSAGE,
        },
      ),
  ),
  invalid(
    'with an unknown calendar',
    api,
    { ...base, ...withProps({ calendar: 'Work' }) },
    {
      'event.extendedProps.calendar': CALENDAR_MESSAGE,
    },
  ),
  invalid(
    'with a URL that is not one',
    api,
    { ...base, url: 'javascript:alert(1)' },
    { 'event.url': URL_MESSAGE },
  ),
  invalid(
    'with an unknown guest',
    api,
    { ...base, ...withProps({ guests: [1, 99] }) },
    {
      'event.extendedProps.guests': 'Guest 99 not found',
    },
  ),
  {
    name: `${api.path} with a body that is not JSON is 400`,
    request: (s) => ({ ...post(api, null, s.admin.accessToken), rawBody: 'title=x' }),
    status: 400,
    check: ({ body }, expect) => expect(typeof body.error).toBe('string'),
  },
  {
    name: `${api.path} without an event is 400`,
    request: (s) => post(api, { title: 'Loose' }, s.admin.accessToken),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['event']),
  },
]

/** Every call: no token is 401, the client (read ACL and Auth only) is 403. */
const guarded: [Target, (token?: string) => ApiRequest][] = [
  [EVENTS, (token) => get(EVENTS, token)],
  [GUESTS, (token) => get(GUESTS, token)],
  [ADD, (token) => post(ADD, { event: TIMED }, token)],
  [UPDATE, (token) => post(UPDATE, { event: { ...TIMED, id: 1 } }, token)],
  [REMOVE, (token) => del(REMOVE, token, { id: 1 })],
]

export const CALENDAR_CASES: ApiCase[] = [
  // Reading and the calendars list parameter
  {
    name: 'calendar events without calendars are every event, earliest first',
    request: (s) => get(EVENTS, s.admin.accessToken),
    status: 200,
    check: (reply, expect) => {
      expectEvents(SEED_EVENTS.map((event) => event.id))(reply, expect)
      expect(reply.body.length).toBeGreaterThan(9)
      for (const name of CALENDARS)
        expect(reply.body.some((e: CalendarEvent) => e.extendedProps.calendar === name)).toBe(true)
      expect(reply.body.some((e: CalendarEvent) => e.allDay)).toBe(true)
      expect(reply.body.some((e: CalendarEvent) => !e.allDay)).toBe(true)
    },
  },
  {
    name: 'calendar events with offset: from that event on, the total in X-Total-Count',
    request: (s) => get(EVENTS, s.admin.accessToken, 'calendars=Holiday&calendars=Business&offset=1'),
    status: 200,
    check: ({ body, headers }, expect) => {
      const all = inCalendars('Holiday', 'Business')
      expect(headers['x-total-count']).toBe(String(all.length))
      expect(body).toHaveLength(all.length - 1)
    },
  },
  ...CALENDARS.map((name): ApiCase => ({
    name: `calendar events for ${name} alone`,
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: [name] }),
    status: 200,
    check: expectEvents(inCalendars(name)),
  })),
  {
    name: 'calendar events for two calendars (repeated key)',
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: ['Personal', 'Holiday'] }),
    status: 200,
    check: expectEvents(inCalendars('Personal', 'Holiday')),
  },
  {
    name: 'calendar events for all five calendars listed',
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: CALENDARS }),
    status: 200,
    check: expectEvents(inCalendars(...CALENDARS)),
  },
  {
    name: 'calendar events with calendars= (the empty list) are none',
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: [] }),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual([]),
  },
  ...[
    'calendars=Work',
    'calendars=personal',
    'calendars=Personal&calendars=Work',
    'calendars=&calendars=ETC',
  ].map((query): ApiCase => ({
    name: `calendar events reject ${query}`,
    request: (s) => get(EVENTS, s.admin.accessToken, query),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { calendars: CALENDAR_MESSAGE } }),
  })),
  {
    name: 'calendar guests are the people an event can invite',
    request: (s) => get(GUESTS, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(guestsReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.length).toBeGreaterThan(9)
    },
  },

  // Auth: the token first, then the ability, both before the input
  ...guarded.flatMap(([{ path }, request]): ApiCase[] => [
    { name: `${path} without a token is 401`, request: () => request(), status: 401 },
    {
      name: `${path} with an expired token is 401`,
      request: (s) => request(s.expiredAccess),
      status: 401,
      check: ({ body }, expect) => expect(body).toEqual({ error: 'Unauthorized' }),
    },
    {
      name: `${path} as the client is 403`,
      request: (s) => request(s.client.accessToken),
      status: 403,
      check: ({ body }, expect) => expect(body).toEqual({ error: 'Forbidden' }),
    },
  ]),

  // Adding
  ...rejectedInputs(ADD, TIMED),
  {
    name: 'add-event stores a timed event with trimmed text, unique guests and defaults',
    request: (s) => post(ADD, { event: TIMED }, s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(eventReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.event).toEqual({
        id: NEW_ID,
        url: 'https://example.com/site',
        title: 'Mosaic site visit',
        start: TIMED.start,
        end: TIMED.end,
        allDay: false,
        extendedProps: { calendar: 'Business', guests: [2, 1], location: 'Pier 4', description: '' },
      })
    },
  },
  {
    name: 'add-event stores an all-day event without url, guests or end',
    request: (s) => post(ADD, { event: { ...ALL_DAY, end: undefined } }, s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.event).toMatchObject({
        id: NEW_ID + 1,
        url: '',
        end: null,
        allDay: true,
        extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
      }),
  },
  {
    name: 'the added events are listed under their calendars',
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: ['Business', 'Holiday'] }),
    status: 200,
    check: expectEvents([...inCalendars('Business', 'Holiday'), NEW_ID, NEW_ID + 1].sort((a, b) => a - b)),
  },

  // Updating
  ...rejectedInputs(UPDATE, { ...TIMED, id: NEW_ID }),
  {
    name: `${UPDATE.path} of an unknown id is 404`,
    request: (s) => post(UPDATE, { event: { ...TIMED, id: 999 } }, s.admin.accessToken),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Event not found' }),
  },
  {
    name: `${UPDATE.path} without an id is 400`,
    request: (s) => post(UPDATE, { event: TIMED }, s.admin.accessToken),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['event.id']),
  },
  {
    name: 'update-event moves an event to another day and calendar (a drag)',
    request: (s) =>
      post(
        UPDATE,
        {
          event: {
            ...ALL_DAY,
            id: NEW_ID,
            start: '2026-06-20',
            end: '2026-06-21',
            extendedProps: { calendar: 'ETC' },
          },
        },
        s.admin.accessToken,
      ),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.event).toEqual({
        id: NEW_ID,
        url: '',
        title: 'Studio closed',
        start: '2026-06-20',
        end: '2026-06-21',
        allDay: true,
        extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' },
      }),
  },
  {
    name: 'the updated event is listed with its new fields',
    request: (s) => get(EVENTS, s.admin.accessToken, { calendars: ['ETC'] }),
    status: 200,
    check: ({ body }, expect) => {
      expectEvents([...inCalendars('ETC'), NEW_ID].sort((a, b) => a - b))({ body }, expect)
      expect(body.find((e: CalendarEvent) => e.id === NEW_ID)).toMatchObject({ start: '2026-06-20' })
    },
  },

  // Removing
  ...['id=abc', 'id=0', 'id=', ''].map((query): ApiCase => ({
    name: `${REMOVE.path}?${query} is 400`,
    request: (s) => del(REMOVE, s.admin.accessToken, query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['id']),
  })),
  {
    name: `${REMOVE.path} of an unknown id is 404`,
    request: (s) => del(REMOVE, s.admin.accessToken, { id: 999 }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Event not found' }),
  },
  {
    name: 'remove-event deletes the event and answers it',
    request: (s) => del(REMOVE, s.admin.accessToken, { id: NEW_ID }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.event).toMatchObject({ id: NEW_ID, title: 'Studio closed' }),
  },
  {
    name: 'a removed event is gone',
    request: (s) => del(REMOVE, s.admin.accessToken, { id: NEW_ID }),
    status: 404,
  },
  {
    name: 'the list no longer holds the removed event',
    request: (s) => get(EVENTS, s.admin.accessToken),
    status: 200,
    check: expectEvents([...SEED_EVENTS.map((event) => event.id), NEW_ID + 1]),
  },
  // Ids are never given twice (docs/backend.md, "Ids"): with the newest event removed, the next add does not get
  // its id back, nor that of the event removed before it.
  {
    name: 'remove-event of the newest event',
    request: (s) => del(REMOVE, s.admin.accessToken, { id: NEW_ID + 1 }),
    status: 200,
    mutates: true,
  },
  {
    name: 'add-event after removing the newest gets a new id, higher than any given before',
    request: (s) => post(ADD, { event: ALL_DAY }, s.admin.accessToken),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.event).toMatchObject({ id: NEW_ID + 2, title: ALL_DAY.title }),
  },
]
