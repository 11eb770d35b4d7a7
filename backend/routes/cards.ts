import { type CardPeriod, cardsApi } from '../../contract/cards'
import { requireAbility, requireAuth } from '../lib/auth'
import { routeGroup } from '../lib/route'
import { analyticsCards, revenueReport, statisticCards } from '../seed/cards'

type Build = (period: CardPeriod, now: Date) => object

const read = [requireAuth, requireAbility('read', 'Card')]

/** Dashboard cards are computed, not stored: each answer is a function of the period (or year) and today. */
export const cardRoutes = routeGroup().route(cardsApi['analytics/revenue-report'], read, (c) =>
  c.json(revenueReport(c.req.valid('query').year)),
)

// The seed's builders drive the other sixteen calls, each registered from its descriptor.
const periodCards = [
  ...Object.entries(analyticsCards).map(([name, build]) => [`analytics/${name}`, build] as const),
  ...Object.entries(statisticCards).map(([name, build]) => [`statistics/${name}`, build] as const),
] as [Exclude<keyof typeof cardsApi, 'analytics/revenue-report'>, Build][]

for (const [name, build] of periodCards)
  cardRoutes.route(cardsApi[name], read, (c) =>
    c.json(build(c.req.valid('query').period, new Date(c.var.deps.now()))),
  )
