import { type CardPeriod, cardsApi, revenueReportYears, type Transaction } from '../../contract/cards'
import type { Order } from '../../contract/ecommerce'
import { requireAbility, requireAuth } from '../lib/auth'
import { ApiError } from '../lib/errors'
import { routeGroup } from '../lib/route'
import { analyticsCards, periodDays, revenueReport, statisticCards, TRANSACTION_ROWS } from '../seed/cards'
import { ordersOf } from './ecommerce'

type Build = (period: CardPeriod, now: Date) => object

const read = [requireAuth, requireAbility('read', 'Card')]

/** A shop order as a payment: card orders are paid, cash on delivery and bank transfers wait for the money. */
function orderPayment(order: Order): Transaction {
  return {
    id: order.number,
    date: order.placedAt.slice(0, 'YYYY-MM-DD'.length),
    customer: order.address.fullName,
    method: order.payment.method,
    status: order.payment.method === 'card' ? 'paid' : 'pending',
    amount: order.prices.total,
    orderId: order.id,
  }
}

/**
 * Dashboard cards are computed, not stored: each answer is a function of the period (or year) and today. The
 * one exception: the revenue card's recent transactions also list the caller's own shop orders.
 */
export const cardRoutes = routeGroup()
  .route(cardsApi['analytics/revenue-report'], read, (c) => {
    const now = new Date(c.var.deps.now())
    const years = revenueReportYears(now)
    const year = c.req.valid('query').year ?? years[0]
    // which years exist moves with the date, so the route checks it rather than the contract's schema
    if (!years.includes(year))
      throw new ApiError(400, { error: { year: `Must be one of: ${years.join(', ')}` } })
    return c.json(revenueReport(year, now))
  })
  .route(cardsApi['analytics/revenue'], read, async (c) => {
    const { period } = c.req.valid('query')
    const now = new Date(c.var.deps.now())
    const card = analyticsCards.revenue(period, now)
    const { from, to } = periodDays(period, now)
    const placed = (await ordersOf(c.var.deps.store, c.var.account.id, now))
      .map(orderPayment)
      .filter((payment) => payment.date >= from && payment.date <= to)
    // newest first; on the same day the caller's own orders come before the demo's payments
    const transactions = [...placed, ...card.transactions]
      .toSorted((a, b) => b.date.localeCompare(a.date))
      .slice(0, TRANSACTION_ROWS)
    return c.json({ ...card, transactions })
  })

// The seed's builders drive the other fifteen calls, each registered from its descriptor.
const periodCards = [
  ...Object.entries(analyticsCards)
    .filter(([name]) => name !== 'revenue')
    .map(([name, build]) => [`analytics/${name}`, build] as const),
  ...Object.entries(statisticCards).map(([name, build]) => [`statistics/${name}`, build] as const),
] as [Exclude<keyof typeof cardsApi, 'analytics/revenue-report' | 'analytics/revenue'>, Build][]

for (const [name, build] of periodCards)
  cardRoutes.route(cardsApi[name], read, (c) =>
    c.json(build(c.req.valid('query').period, new Date(c.var.deps.now()))),
  )
