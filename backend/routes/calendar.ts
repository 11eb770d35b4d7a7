import { calendarApi, type CalendarEvent, eventInstant, type Guest } from '../../contract/calendar'
import { requireAbility, requireAuth } from '../lib/auth'
import { ApiError, notFound } from '../lib/errors'
import { sortedOnce, wholeList } from '../lib/list'
import { assertRoomFor } from '../lib/quota'
import { routeGroup } from '../lib/route'

/** Earliest first; events that start together keep the order they were added in. */
const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  eventInstant(a.start) - eventInstant(b.start) || a.id - b.id

/** Guests must exist; checked against the store, so it cannot live in the contract's schema. */
function checkGuests(ids: number[], guests: Guest[]) {
  const unknown = ids.find((id) => !guests.some((guest) => guest.id === id))
  if (unknown !== undefined)
    throw new ApiError(400, { error: { 'event.extendedProps.guests': `Guest ${unknown} not found` } })
}

const read = [requireAuth, requireAbility('read', 'Calendar')]
const write = [requireAuth, requireAbility('manage', 'Calendar')]

export const calendarRoutes = routeGroup()
  .route(calendarApi.events, read, async (c) => {
    const { calendars, offset } = c.req.valid('query')
    const events = sortedOnce(await c.var.deps.store.read('calendarEvents'), byStart)
    const shown = calendars
      ? events.filter((event) => calendars.includes(event.extendedProps.calendar))
      : events
    return c.json(wholeList(c, shown, offset))
  })
  .route(calendarApi.guests, read, async (c) => c.json(await c.var.deps.store.read('calendarGuests')))
  .route(calendarApi.addEvent, write, async (c) => {
    const input = c.req.valid('json').event
    const { store } = c.var.deps
    checkGuests(input.extendedProps.guests, await store.read('calendarGuests'))
    const event = await store.update('calendarEvents', async (events, newId) => {
      const added: CalendarEvent = { id: await newId('calendarEvents'), ...input }
      assertRoomFor(c.var.deps.quotas, 'calendarEvents', events, added)
      events.push(added)
      return added
    })
    return c.json({ event }, 201)
  })
  .route(calendarApi.updateEvent, write, async (c) => {
    const input = c.req.valid('json').event
    const { store } = c.var.deps
    checkGuests(input.extendedProps.guests, await store.read('calendarGuests'))
    const event = await store.update('calendarEvents', (events) => {
      const index = events.findIndex((e) => e.id === input.id)
      if (index < 0) throw notFound('Event')
      const { id, title, start, end, allDay, url, extendedProps } = input
      events[index] = { id, url, title, start, end, allDay, extendedProps }
      return events[index]
    })
    return c.json({ event })
  })
  .route(calendarApi.removeEvent, write, async (c) => {
    const { id } = c.req.valid('query')
    const event = await c.var.deps.store.update('calendarEvents', (events) => {
      const index = events.findIndex((e) => e.id === id)
      if (index < 0) throw notFound('Event')
      return events.splice(index, 1)[0]
    })
    return c.json({ event })
  })
