import type { CalendarEvent, CalendarName, Guest } from '../../contract/calendar'
import { FIRST_NAMES, LAST_NAMES, slug } from './people'
import type { Random } from './prng'

/** People an event can invite: invented names from people.ts, fixed ids. */
export function seedCalendarGuests(random: Random): Guest[] {
  const names = new Set<string>()
  while (names.size < 12) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`)
  return [...names].map((fullName, index) => ({
    id: index + 1,
    fullName,
    email: `${slug(fullName)}@tessera.test`,
    avatar: '',
  }))
}

interface Plan {
  title: string
  calendar: CalendarName
  /** Days from today (local calendar days). */
  day: number
  /** All-day events: how many days; timed events: start and end as [hour, minute]. */
  days?: number
  from?: [number, number]
  to?: [number, number]
  /** A later day for a timed event that runs overnight or over several days. */
  toDay?: number
  location?: string
  description?: string
  url?: string
  guests?: number
}

// Tessera's own sample week: a small studio that lays mosaics and runs a tile shop.
const PLANS: Plan[] = [
  {
    title: 'Glaze order review',
    calendar: 'Business',
    day: 0,
    from: [9, 30],
    to: [10, 30],
    guests: 3,
    location: 'Studio office',
    description: 'Check the cobalt and saffron glaze quotes before Friday.',
  },
  {
    title: 'Lunch with Ilse',
    calendar: 'Personal',
    day: 0,
    from: [12, 30],
    to: [13, 30],
    location: 'Harbour café',
  },
  {
    title: 'Kiln firing',
    calendar: 'Business',
    day: 1,
    from: [7, 0],
    to: [18, 0],
    toDay: 2,
    description: 'Overnight firing of the lobby panels; someone checks the kiln at 22:00.',
  },
  {
    title: 'Swimming lessons',
    calendar: 'Family',
    day: 2,
    from: [17, 0],
    to: [18, 0],
    location: 'Lake Corran pool',
  },
  {
    title: 'Grout workshop',
    calendar: 'Business',
    day: 3,
    from: [14, 0],
    to: [16, 30],
    guests: 5,
    url: 'https://example.com/grout-workshop',
    location: 'Workshop B',
  },
  { title: 'Founders’ Day', calendar: 'Holiday', day: 4, days: 1, description: 'The studio is closed.' },
  { title: 'Dentist', calendar: 'Personal', day: -2, from: [8, 15], to: [9, 0], location: 'Greywick clinic' },
  {
    title: 'Tile fair in San Mireo',
    calendar: 'Business',
    day: 8,
    days: 3,
    guests: 2,
    url: 'https://example.com/tile-fair',
    location: 'San Mireo exhibition hall',
  },
  { title: 'Grandma’s birthday', calendar: 'Family', day: 6, days: 1, location: 'Cedar Hollow' },
  {
    title: 'Renew studio insurance',
    calendar: 'ETC',
    day: 5,
    days: 1,
    description: 'Policy ends at the end of the month.',
  },
  { title: 'Coast weekend', calendar: 'Holiday', day: 12, days: 2, location: 'Kestrel Bay' },
  { title: 'Book club', calendar: 'Personal', day: -5, from: [19, 0], to: [21, 0], guests: 4 },
  {
    title: 'School play',
    calendar: 'Family',
    day: -8,
    from: [18, 0],
    to: [19, 30],
    location: 'Linden Falls school',
  },
  { title: 'Quarterly tax filing', calendar: 'ETC', day: -11, days: 1 },
  {
    title: 'Mosaic restoration visit',
    calendar: 'Business',
    day: -14,
    from: [10, 0],
    to: [15, 0],
    guests: 2,
    location: 'Marrowgate chapel',
    description: 'Survey the cracked floor panel and photograph every tile.',
  },
  { title: 'Winter break', calendar: 'Holiday', day: 18, days: 5 },
]

/** YYYY-MM-DD of a local calendar day. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Sixteen events from two weeks back to three weeks ahead, over all five calendars, all-day and timed. */
export function seedCalendarEvents(random: Random, now: Date, guests: Guest[]): CalendarEvent[] {
  const at = (day: number, [hour, minute]: [number, number] = [0, 0]) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour, minute)
  return PLANS.map((plan, index) => {
    const allDay = plan.days !== undefined
    const invited = new Set<number>()
    while (invited.size < Math.min(plan.guests ?? 0, guests.length)) invited.add(random.pick(guests).id)
    return {
      id: index + 1,
      url: plan.url ?? '',
      title: plan.title,
      start: allDay ? localDay(at(plan.day)) : at(plan.day, plan.from).toISOString(),
      end: allDay
        ? localDay(at(plan.day + (plan.days ?? 1)))
        : at(plan.toDay ?? plan.day, plan.to).toISOString(),
      allDay,
      extendedProps: {
        calendar: plan.calendar,
        guests: [...invited].sort((a, b) => a - b),
        location: plan.location ?? '',
        description: plan.description ?? '',
      },
    }
  })
}
