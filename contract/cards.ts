import { z } from 'zod'
import { endpoint, type Endpoint } from './endpoint'
import { CARD_PERIODS, DEFAULT_CARD_PERIOD, PRODUCT_CATEGORIES } from './cards.values'

/**
 * The `/card/...` calls that feed the dashboards and card demos. Replies carry no titles or English labels: the
 * page translates card titles from the card's name and formats every label from its `bucket`.
 */

export * from './cards.values'

export const cardPeriodSchema = z.enum(CARD_PERIODS)

const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(', ')}`

/** Every card call but the revenue report: `period`, default Last 28 Days; anything else (or given twice) is a 400. */
export const cardPeriodQuerySchema = z.object({
  period: z.enum(CARD_PERIODS, { error: oneOf(CARD_PERIODS) }).default(DEFAULT_CARD_PERIOD),
})
export type CardPeriodQuery = z.input<typeof cardPeriodQuerySchema>

/**
 * The revenue report: `year`, one of `revenueReportYears(today)` (the route checks which, since that moves with
 * the date), default the current year.
 */
export const revenueReportQuerySchema = z.object({
  year: z.string({ error: 'Must be one year' }).max(4, 'Must be a year such as 2026').optional(),
})
export type RevenueReportQuery = z.input<typeof revenueReportQuerySchema>

/**
 * How to read a series label: `day` YYYY-MM-DD, `month` YYYY-MM, `weekday` mon…sun (ISO order). Last 28 Days ends
 * yesterday and Last Month is the previous calendar month, both by day (UTC); Last Year is the last 12 whole
 * months.
 */
export const cardBucketSchema = z.enum(['day', 'month', 'weekday'])
export type CardBucket = z.infer<typeof cardBucketSchema>

export const seriesPointSchema = z.object({ label: z.string(), value: z.number() })
export type SeriesPoint = z.infer<typeof seriesPointSchema>

/** Change against the period before, in percent with one decimal (negative = down). */
const growth = z.number()
const count = z.number().int().nonnegative()

/** A share of a whole; `key` is a stable slug the page translates. */
const segment = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ key: z.enum(keys), value: count, percent: z.number() })

// card-statistics: small tiles with a headline number and a spark line or tiny bar chart.

/** `total` is the sum of `series`. */
export const statisticTileSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  growth,
  bucket: cardBucketSchema,
  series: z.array(seriesPointSchema),
})
export type StatisticTile = z.infer<typeof statisticTileSchema>

/** Active users are people, not events: they average and peak rather than add up. */
export const activeUsersTileSchema = z.object({
  period: cardPeriodSchema,
  average: count,
  peak: count,
  growth,
  bucket: cardBucketSchema,
  series: z.array(seriesPointSchema),
})
export type ActiveUsersTile = z.infer<typeof activeUsersTileSchema>

export const STATISTIC_TILE_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'newsletter',
] as const
export type StatisticTileCard = (typeof STATISTIC_TILE_CARDS)[number]
export const STATISTIC_CARDS = [...STATISTIC_TILE_CARDS, 'active-users'] as const
export type StatisticCard = (typeof STATISTIC_CARDS)[number]

// card-analytics: bigger cards.

/** Tickets by state; `total` = new + open + resolved, `completion` = resolved / total in percent. */
export const supportTrackerSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  new: count,
  open: count,
  resolved: count,
  completion: z.number(),
  avgFirstResponseHours: z.number(),
})
export type SupportTracker = z.infer<typeof supportTrackerSchema>

/** Sessions per bucket; `average` = total / points. `metrics` are progress bars: value, and how full (0–100). */
export const avgSessionsSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  average: count,
  growth,
  bucket: cardBucketSchema,
  series: z.array(seriesPointSchema),
  metrics: z.array(
    z.object({
      key: z.enum(['goal', 'users', 'retention', 'duration']),
      /** goal: sessions; users: people; retention: percent; duration: seconds per session. */
      value: z.number(),
      progress: z.number(),
    }),
  ),
})
export type AvgSessions = z.infer<typeof avgSessionsSchema>

/**
 * The months of one year: all twelve of a past year, the current year up to this month. Totals are the sums,
 * `budget` the whole year's plan, growth of earning against the same months of the year before.
 */
export const revenueReportSchema = z.object({
  year: z.string(),
  bucket: z.literal('month'),
  points: z.array(z.object({ label: z.string(), earning: count, expense: count })),
  totals: z.object({ earning: count, expense: count, budget: count }),
  growth,
})
export type RevenueReport = z.infer<typeof revenueReportSchema>

/** `percent` = completed / target, one decimal, at most 100. */
export const goalOverviewSchema = z.object({
  period: cardPeriodSchema,
  target: count,
  completed: count,
  inProgress: count,
  percent: z.number(),
})
export type GoalOverview = z.infer<typeof goalOverviewSchema>

export const transactionSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  customer: z.string(),
  method: z.enum(['card', 'paypal', 'bank-transfer', 'wallet', 'cash']),
  status: z.enum(['paid', 'pending', 'refunded']),
  /** US dollars, two decimals. */
  amount: z.number(),
  /** The caller's own shop order this payment is for (its page is /apps/ecommerce/orders/:id), else null. */
  orderId: z.number().int().positive().nullable(),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * Revenue in this period against the one before, point by point (`previous` is the same position one period
 * earlier), plus the six latest transactions, newest first: the demo's payments and the caller's own shop orders
 * placed in the period (the 28-day period runs up to now). `total` and `previousTotal` are the sums of the
 * columns.
 */
export const revenueCardSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  previousTotal: count,
  growth,
  bucket: cardBucketSchema,
  points: z.array(z.object({ label: z.string(), current: count, previous: count })),
  transactions: z.array(transactionSchema),
})
export type RevenueCard = z.infer<typeof revenueCardSchema>

export const topProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** A slug the page translates. */
  category: z.enum(PRODUCT_CATEGORIES),
  orders: count,
  /** US dollars. */
  revenue: count,
  growth,
})
export type TopProduct = z.infer<typeof topProductSchema>

/** Orders by state (`total` = their sum) and the best-selling products, most orders first. */
export const productOrdersSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  segments: z.array(segment(['finished', 'pending', 'rejected'])),
  topProducts: z.array(topProductSchema),
})
export type ProductOrders = z.infer<typeof productOrdersSchema>

/** Sessions by device; `total` = their sum, each with its own growth. */
export const sessionsDeviceSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  growth,
  segments: z.array(segment(['desktop', 'mobile', 'tablet']).extend({ growth })),
})
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>

/** Customers who ordered, by kind; `total` = their sum. */
export const customersSchema = z.object({
  period: cardPeriodSchema,
  total: count,
  growth,
  segments: z.array(segment(['new', 'returning', 'referral'])),
})
export type Customers = z.infer<typeof customersSchema>

/** Reply schema per call, by name; the revenue report alone takes `year` instead of `period`. */
export const analyticsReplySchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueCardSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema,
} as const
export type AnalyticsCard = keyof typeof analyticsReplySchemas
export type AnalyticsReplies = { [K in AnalyticsCard]: z.infer<(typeof analyticsReplySchemas)[K]> }

export const statisticReplySchemas = {
  ...(Object.fromEntries(STATISTIC_TILE_CARDS.map((name) => [name, statisticTileSchema])) as Record<
    StatisticTileCard,
    typeof statisticTileSchema
  >),
  'active-users': activeUsersTileSchema,
}
export type StatisticReplies = { [K in StatisticCard]: z.infer<(typeof statisticReplySchemas)[K]> }

// ------------------------------------------------------------------------------------------------ calls

type CardGroup = 'analytics' | 'statistics'

/** One descriptor per card of a group, keyed `<group>/<card>`, each replying with its own schema. */
type PeriodCardEndpoints<G extends CardGroup, S extends Record<string, z.ZodType>> = {
  [K in keyof S & string as `${G}/${K}`]: Endpoint<
    'GET',
    `/card/card-${G}/${K}`,
    typeof cardPeriodQuerySchema,
    undefined,
    S[K]
  >
}

const periodCardEndpoints = <G extends CardGroup, S extends Record<string, z.ZodType>>(
  group: G,
  replies: S,
) =>
  Object.fromEntries(
    Object.entries(replies).map(([name, reply]) => [
      `${group}/${name}`,
      endpoint({
        method: 'GET',
        path: `/card/card-${group}/${name}`,
        query: cardPeriodQuerySchema,
        reply,
        summary: `The ${name} card for a period`,
      }),
    ]),
  ) as PeriodCardEndpoints<G, S>

const { 'revenue-report': _yearly, ...periodAnalyticsReplySchemas } = analyticsReplySchemas

/** Dashboard cards are computed, not stored: each answer is a function of the period (or year) and today. */
export const cardsApi = {
  'analytics/revenue-report': endpoint({
    method: 'GET',
    path: '/card/card-analytics/revenue-report',
    query: revenueReportQuerySchema,
    reply: revenueReportSchema,
    summary: 'The revenue report card for a year',
  }),
  ...periodCardEndpoints('analytics', periodAnalyticsReplySchemas),
  ...periodCardEndpoints('statistics', statisticReplySchemas),
}
