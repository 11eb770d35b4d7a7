/*
 * The card calls' plain values: no zod here, so a page that only needs a period list does not load the
 * schemas (zod is 25 KB gzip of a route chunk). `cards.ts` re-exports all of it for the back end and tests.
 */

export const CARD_PERIODS = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export type CardPeriod = (typeof CARD_PERIODS)[number]
export const DEFAULT_CARD_PERIOD: CardPeriod = 'Last 28 Days'

/** How many years the revenue report covers: this one and the ones before it. */
export const REVENUE_REPORT_YEAR_COUNT = 3

/** The years the revenue report has, newest (the current one, by UTC) first: what its year picker offers. */
export const revenueReportYears = (now: Date): string[] =>
  Array.from({ length: REVENUE_REPORT_YEAR_COUNT }, (_, back) => String(now.getUTCFullYear() - back))

export const PRODUCT_CATEGORIES = [
  'lighting',
  'bags',
  'kitchen',
  'apparel',
  'fitness',
  'home',
  'accessories',
  'garden',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
