/**
 * Dashboard card data, computed on request: pure functions of the period (or year) and the current date, which
 * only places the labels. Nothing is stored, so every tab and runtime agrees and a reset has nothing to undo.
 * The cards share their underlying series (orders drive revenue, sales, profit, order states and customers;
 * page views drive sessions and devices), so figures agree from card to card.
 */
import type {
  ActiveUsersTile,
  AnalyticsReplies,
  AvgSessions,
  CardBucket,
  CardPeriod,
  Customers,
  GoalOverview,
  ProductOrders,
  RevenueCard,
  RevenueReport,
  SeriesPoint,
  SessionsDevice,
  StatisticReplies,
  StatisticTile,
  SupportTracker,
  TopProduct,
  Transaction,
} from '../../contract/cards'
import { FIRST_NAMES, LAST_NAMES } from './people'
import { createRandom, DAY_MS } from './prng'

/** FNV-1a: one independent, repeatable random stream per card, period and purpose. */
function randomFor(...parts: string[]) {
  let hash = 0x811c9dc5
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return createRandom(hash)
}

const between = (random: { next: () => number }, min: number, max: number) =>
  min + random.next() * (max - min)
/** One decimal; `|| 0` turns -0 into 0. */
const round1 = (n: number) => Math.round(n * 10) / 10 || 0
const sum = (points: readonly SeriesPoint[]) => points.reduce((total, point) => total + point.value, 0)
/** Percent change from `before` to `now`, one decimal. */
const growthOf = (now: number, before: number) => (before === 0 ? 0 : round1(((now - before) / before) * 100))
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100))

/** Rounds up to two significant digits, as a person would set a target. */
function niceCeil(n: number) {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1)
  return Math.ceil(n / step) * step
}

/** Splits a whole number by weights so the parts add up exactly (largest remainders get the rest). */
function apportion(total: number, weights: readonly number[]) {
  const whole = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / whole)
  const parts = exact.map(Math.floor)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  const left = total - parts.reduce((a, b) => a + b, 0)
  for (let k = 0; k < left; k++) parts[order[k][1]]++
  return parts
}

// Time: where the points fall and how busy each is.

/** Monday-first, as the `weekday` labels are. Weekends are quieter for this shop. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
const WEEKDAY_WEIGHT = [1.04, 1.08, 1.06, 1.02, 0.97, 0.84, 0.79]
/** January to December: a slow start and a holiday peak. */
const MONTH_WEIGHT = [0.9, 0.87, 0.94, 0.97, 1, 0.96, 0.92, 0.95, 1.01, 1.05, 1.16, 1.28]

interface Slot {
  label: string
  /** Days the slot covers, so monthly points hold a month of activity. */
  days: number
  weight: number
}
interface Timeline {
  bucket: CardBucket
  slots: Slot[]
  /** The period's last day (UTC midnight, ms). */
  lastDay: number
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
const weekdayIndex = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7

function daySlots(first: number, count: number): Slot[] {
  return Array.from({ length: count }, (_, i) => {
    const day = first + i * DAY_MS
    const weight = WEEKDAY_WEIGHT[weekdayIndex(day)] * MONTH_WEIGHT[new Date(day).getUTCMonth()]
    return { label: isoDate(day), days: 1, weight }
  })
}

/** Last 28 Days ends yesterday; Last Month is the previous calendar month; Last Year the last 12 whole months. */
function timeline(period: CardPeriod, now: Date): Timeline {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()]
  const today = Date.UTC(year, month, now.getUTCDate())
  if (period === 'Last 28 Days')
    return { bucket: 'day', slots: daySlots(today - 28 * DAY_MS, 28), lastDay: today - DAY_MS }
  const monthStart = Date.UTC(year, month, 1)
  if (period === 'Last Month') {
    const first = Date.UTC(year, month - 1, 1)
    return {
      bucket: 'day',
      slots: daySlots(first, (monthStart - first) / DAY_MS),
      lastDay: monthStart - DAY_MS,
    }
  }
  const slots = Array.from({ length: 12 }, (_, i) => {
    const start = new Date(Date.UTC(year, month - 12 + i, 1))
    const [y, m] = [start.getUTCFullYear(), start.getUTCMonth()]
    return { label: start.toISOString().slice(0, 7), days: daysInMonth(y, m), weight: MONTH_WEIGHT[m] }
  })
  return { bucket: 'month', slots, lastDay: monthStart - DAY_MS }
}

/** The days a period covers as YYYY-MM-DD, both ends included; the 28-day period runs up to today. */
export function periodDays(period: CardPeriod, now: Date): { from: string; to: string } {
  const { slots, lastDay } = timeline(period, now)
  const first = slots[0].label
  return {
    from: first.length === 'YYYY-MM'.length ? `${first}-01` : first,
    to: isoDate(period === 'Last 28 Days' ? lastDay + DAY_MS : lastDay),
  }
}

// Series: `current` is the period asked for, `previous` the one before it, position by position.

type Which = 'current' | 'previous'
type SeriesFn = (period: CardPeriod, now: Date, which: Which) => SeriesPoint[]

/** A year averages below the latest weeks of a growing shop; a month ago was a little quieter than now. */
const PERIOD_LEVEL: Record<CardPeriod, number> = { 'Last 28 Days': 1, 'Last Month': 0.95, 'Last Year': 0.86 }

/**
 * `perDay` at this period's level, shaped by weekday and season, with `spread` noise. Counts of events add up
 * over a slot's days; a `gauge` (people active on a day) does not.
 */
const measured =
  (metric: string, perDay: number, spread: number, gauge = false): SeriesFn =>
  (period, now, which) => {
    // How much the business moved since the period before: mostly up, sometimes down.
    const drift = between(randomFor(metric, period, 'drift'), -0.09, 0.24)
    const level = perDay * PERIOD_LEVEL[period] * (which === 'previous' ? 1 / (1 + drift) : 1)
    const random = randomFor(metric, period, which)
    return timeline(period, now).slots.map((slot) => ({
      label: slot.label,
      value: Math.round(
        level * (gauge ? 1 : slot.days) * slot.weight * between(random, 1 - spread, 1 + spread),
      ),
    }))
  }

/** A series that follows another one point by point, times a factor that wobbles between `min` and `max`. */
const derived =
  (metric: string, from: SeriesFn, min: number, max: number): SeriesFn =>
  (period, now, which) => {
    const random = randomFor(metric, period, which)
    return from(period, now, which).map((p) => ({
      label: p.label,
      value: Math.round(p.value * between(random, min, max)),
    }))
  }

const orders = measured('orders', 186, 0.14)
/** Average basket 64 to 79 dollars. */
const revenue = derived('revenue', orders, 64, 79)
const profit = derived('profit', revenue, 0.18, 0.27)
/** Items per order. */
const sales = derived('sales', orders, 2.1, 2.7)
const subscribers = measured('subscribers', 138, 0.32)
const newsletter = measured('newsletter', 41, 0.38)
const pageViews = measured('page-views', 11_800, 0.1)
/** Pages per session. */
const sessions = derived('sessions', pageViews, 1 / 3.4, 1 / 2.8)
const activeUsers = measured('active-users', 2_940, 0.07, true)

function totals(series: SeriesFn, period: CardPeriod, now: Date) {
  const current = series(period, now, 'current')
  const total = sum(current)
  const previousTotal = sum(series(period, now, 'previous'))
  return { current, total, previousTotal, growth: growthOf(total, previousTotal) }
}

// card-statistics

const tile =
  (series: SeriesFn) =>
  (period: CardPeriod, now: Date): StatisticTile => {
    const { current, total, growth } = totals(series, period, now)
    return { period, total, growth, bucket: timeline(period, now).bucket, series: current }
  }

/** The same orders as the `orders` tile, by day of the week. */
function ordersByWeekday(period: CardPeriod, now: Date): StatisticTile {
  const { total, growth } = totals(orders, period, now)
  const random = randomFor('orders-by-weekday', period)
  const parts = apportion(
    total,
    WEEKDAY_WEIGHT.map((w) => w * between(random, 0.9, 1.1)),
  )
  return {
    period,
    total,
    growth,
    bucket: 'weekday',
    series: WEEKDAYS.map((label, i) => ({ label, value: parts[i] })),
  }
}

function activeUsersTile(period: CardPeriod, now: Date): ActiveUsersTile {
  const { current, total, growth } = totals(activeUsers, period, now)
  return {
    period,
    average: Math.round(total / current.length),
    peak: Math.max(...current.map((p) => p.value)),
    growth,
    bucket: timeline(period, now).bucket,
    series: current,
  }
}

/** What builds each card, by name: the route table and the tests both read these. */
type Builders<Replies> = { [K in keyof Replies]: (period: CardPeriod, now: Date) => Replies[K] }

export const statisticCards: Builders<StatisticReplies> = {
  'orders-bar-chart': ordersByWeekday,
  'profit-line-chart': tile(profit),
  subscribers: tile(subscribers),
  revenue: tile(revenue),
  sales: tile(sales),
  orders: tile(orders),
  'site-traffic': tile(pageViews),
  'active-users': activeUsersTile,
  newsletter: tile(newsletter),
}

// card-analytics

function supportTracker(period: CardPeriod, now: Date): SupportTracker {
  const random = randomFor('support-tracker', period)
  // Roughly one ticket per fourteen orders.
  const total = Math.round(totals(orders, period, now).total * between(random, 0.06, 0.085))
  const [fresh, open, resolved] = apportion(total, [
    between(random, 0.1, 0.18),
    between(random, 0.12, 0.22),
    0.68,
  ])
  return {
    period,
    total,
    new: fresh,
    open,
    resolved,
    completion: percentOf(resolved, total),
    avgFirstResponseHours: round1(between(random, 1.4, 6.8)),
  }
}

function avgSessions(period: CardPeriod, now: Date): AvgSessions {
  const { current, total, growth } = totals(sessions, period, now)
  const random = randomFor('avg-sessions', period)
  const goal = niceCeil(total * between(random, 1.12, 1.35))
  const users = Math.round(total * between(random, 0.58, 0.7))
  const retention = round1(between(random, 61, 87))
  const duration = Math.round(between(random, 145, 335))
  return {
    period,
    total,
    average: Math.round(total / current.length),
    growth,
    bucket: timeline(period, now).bucket,
    series: current,
    metrics: [
      { key: 'goal', value: goal, progress: percentOf(total, goal) },
      {
        key: 'users',
        value: users,
        progress: percentOf(users, niceCeil(users * between(random, 1.1, 1.45))),
      },
      { key: 'retention', value: retention, progress: retention },
      // A bar that fills at ten minutes per session.
      { key: 'duration', value: duration, progress: percentOf(duration, 600) },
    ],
  }
}

/** Monthly earnings of a shop that grew about a fifth a year. */
function yearEarnings(year: number) {
  const random = randomFor('revenue-report', String(year))
  const level = 94_000 * 1.21 ** (year - 2024)
  return MONTH_WEIGHT.map((weight, month) => {
    const earning = Math.round(level * weight * between(random, 0.88, 1.12))
    // Costs run at 52 to 72 percent of what the month brought in.
    const expense = Math.round(earning * between(random, 0.52, 0.72))
    return { label: `${year}-${String(month + 1).padStart(2, '0')}`, earning, expense }
  })
}

/**
 * One year of the report: every month of a past year, the current year up to this month (no figures from the
 * future). `budget` is the plan for the whole year; growth compares the same months of the year before.
 */
export function revenueReport(year: string, now: Date): RevenueReport {
  const months = Number(year) === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 12
  const whole = yearEarnings(Number(year))
  const points = whole.slice(0, months)
  const earned = (rows: { earning: number }[]) => rows.reduce((total, p) => total + p.earning, 0)
  const earning = earned(points)
  const expense = points.reduce((total, p) => total + p.expense, 0)
  const lastYear = earned(yearEarnings(Number(year) - 1).slice(0, months))
  const budget = niceCeil(earned(whole) * between(randomFor('revenue-report-budget', year), 1.03, 1.16))
  return {
    year,
    bucket: 'month',
    points,
    totals: { earning, expense, budget },
    growth: growthOf(earning, lastYear),
  }
}

/** Order states: most ship, a few are refused. */
function orderStates(period: CardPeriod, now: Date) {
  const { total } = totals(orders, period, now)
  const random = randomFor('order-states', period)
  const [finished, pending, rejected] = apportion(total, [
    between(random, 0.74, 0.86),
    between(random, 0.08, 0.16),
    between(random, 0.025, 0.06),
  ])
  return { total, finished, pending, rejected }
}

function goalOverview(period: CardPeriod, now: Date): GoalOverview {
  const { total, finished, pending } = orderStates(period, now)
  const target = niceCeil(total * between(randomFor('goal-overview', period), 1.02, 1.22))
  return {
    period,
    target,
    completed: finished,
    inProgress: pending,
    percent: Math.min(100, percentOf(finished, target)),
  }
}

const PAYMENT_METHODS = ['card', 'card', 'card', 'paypal', 'paypal', 'bank-transfer', 'wallet'] as const
const PAYMENT_STATUSES = ['paid', 'paid', 'paid', 'paid', 'pending', 'refunded'] as const
export const TRANSACTION_ROWS = 6

/** The latest payments, newest first, all on or before the period's last day. */
function transactions(period: CardPeriod, now: Date): Transaction[] {
  const random = randomFor('transactions', period)
  let day = timeline(period, now).lastDay
  return Array.from({ length: TRANSACTION_ROWS }, () => {
    const row: Transaction = {
      id: `TS-${random.int(10_000, 99_999)}`,
      date: isoDate(day),
      customer: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      method: random.pick(PAYMENT_METHODS),
      status: random.pick(PAYMENT_STATUSES),
      amount: random.int(1_900, 64_000) / 100,
      orderId: null,
    }
    day -= random.int(0, 2) * DAY_MS
    return row
  })
}

function revenueCard(period: CardPeriod, now: Date): RevenueCard {
  const { current, total, previousTotal, growth } = totals(revenue, period, now)
  const previous = revenue(period, now, 'previous')
  return {
    period,
    total,
    previousTotal,
    growth,
    bucket: timeline(period, now).bucket,
    points: current.map((p, i) => ({ label: p.label, current: p.value, previous: previous[i].value })),
    transactions: transactions(period, now),
  }
}

/** Tessera's demo catalogue, as far as the dashboards need it; `category` is a slug the page translates. */
const CATALOGUE = [
  { id: 1, name: 'Driftwood Desk Lamp', category: 'lighting', price: 89 },
  { id: 2, name: 'Canvas Weekender Bag', category: 'bags', price: 124 },
  { id: 3, name: 'Slate Pour-Over Kettle', category: 'kitchen', price: 58 },
  { id: 4, name: 'Merino Trail Socks', category: 'apparel', price: 19 },
  { id: 5, name: 'Cork Yoga Block', category: 'fitness', price: 24 },
  { id: 6, name: 'Linen Throw Blanket', category: 'home', price: 76 },
  { id: 7, name: 'Walnut Phone Stand', category: 'accessories', price: 34 },
  { id: 8, name: 'Ceramic Planter Trio', category: 'garden', price: 45 },
  { id: 9, name: 'Wool Felt Laptop Sleeve', category: 'accessories', price: 42 },
  { id: 10, name: 'Copper Watering Can', category: 'garden', price: 67 },
] as const
const TOP_PRODUCT_ROWS = 5

function productOrders(period: CardPeriod, now: Date): ProductOrders {
  const { total, finished, pending, rejected } = orderStates(period, now)
  const random = randomFor('top-products', period)
  const topProducts: TopProduct[] = CATALOGUE.map((product) => ({ product, key: random.next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, TOP_PRODUCT_ROWS)
    .map(({ product: { price, ...product } }) => {
      const sold = Math.round(total * between(random, 0.035, 0.11))
      return { ...product, orders: sold, revenue: sold * price, growth: round1(between(random, -14, 42)) }
    })
    .sort((a, b) => b.orders - a.orders)
  const segments = (
    [
      ['finished', finished],
      ['pending', pending],
      ['rejected', rejected],
    ] as const
  ).map(([key, value]) => ({ key, value, percent: percentOf(value, total) }))
  return { period, total, segments, topProducts }
}

function sessionsDevice(period: CardPeriod, now: Date): SessionsDevice {
  const { total, growth } = totals(sessions, period, now)
  const random = randomFor('sessions-device', period)
  const keys = ['desktop', 'mobile', 'tablet'] as const
  const parts = apportion(total, [
    between(random, 0.44, 0.58),
    between(random, 0.34, 0.46),
    between(random, 0.05, 0.1),
  ])
  const segments = keys.map((key, i) => ({
    key,
    value: parts[i],
    percent: percentOf(parts[i], total),
    growth: round1(growth + between(random, -9, 9)),
  }))
  return { period, total, growth, segments }
}

function customers(period: CardPeriod, now: Date): Customers {
  const random = randomFor('customers', period)
  const { total: orderCount, growth: orderGrowth } = totals(orders, period, now)
  // Some customers order more than once in a period.
  const total = Math.round(orderCount * between(random, 0.74, 0.86))
  const keys = ['new', 'returning', 'referral'] as const
  const parts = apportion(total, [between(random, 0.24, 0.4), 0.5, between(random, 0.07, 0.15)])
  return {
    period,
    total,
    growth: round1(orderGrowth + between(random, -4, 4)),
    segments: keys.map((key, i) => ({ key, value: parts[i], percent: percentOf(parts[i], total) })),
  }
}

/** Every analytics card but the revenue report, which takes a year instead. */
export const analyticsCards: Builders<Omit<AnalyticsReplies, 'revenue-report'>> = {
  'support-tracker': supportTracker,
  'avg-sessions': avgSessions,
  'goal-overview': goalOverview,
  revenue: revenueCard,
  'product-orders': productOrders,
  'sessions-device': sessionsDevice,
  customers,
}
