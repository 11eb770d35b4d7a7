import { Hono } from 'hono'
import {
  CARD_ANALYTICS_PATH,
  CARD_STATISTICS_PATH,
  cardPeriodQuerySchema,
  revenueReportQuerySchema,
  type CardPeriod,
} from '../../contract/cards'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { validQuery } from '../lib/validate'
import { analyticsCards, revenueReport, statisticCards } from '../seed/cards'

type Build = (period: CardPeriod, now: Date) => object

const periodCards: [path: string, build: Build][] = [
  ...Object.entries(analyticsCards).map(([name, build]): [string, Build] => [
    `${CARD_ANALYTICS_PATH}/${name}`,
    build,
  ]),
  ...Object.entries(statisticCards).map(([name, build]): [string, Build] => [
    `${CARD_STATISTICS_PATH}/${name}`,
    build,
  ]),
]

/** Dashboard cards are computed, not stored: each answer is a function of the period (or year) and today. */
export const cardRoutes = new Hono<AppEnv>().get(
  `${CARD_ANALYTICS_PATH}/revenue-report`,
  requireAuth,
  requireAbility('read', 'Card'),
  validQuery(revenueReportQuerySchema),
  (c) => c.json(revenueReport(c.req.valid('query').year)),
)

// One table drives the other sixteen calls, so a card added to the seed is served without a second list here.
for (const [path, build] of periodCards)
  cardRoutes.get(path, requireAuth, requireAbility('read', 'Card'), validQuery(cardPeriodQuerySchema), (c) =>
    c.json(build(c.req.valid('query').period, new Date(c.var.deps.now()))),
  )
