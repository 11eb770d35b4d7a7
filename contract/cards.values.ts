/*
 * The card calls' plain values: no zod here, so a page that only needs a period list does not load the
 * schemas (zod is 25 KB gzip of a route chunk). `cards.ts` re-exports all of it for the back end and tests.
 */

export const CARD_PERIODS = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export type CardPeriod = (typeof CARD_PERIODS)[number]
export const DEFAULT_CARD_PERIOD: CardPeriod = 'Last 28 Days'

export const REVENUE_REPORT_YEARS = ['2020', '2019', '2018'] as const
export type RevenueReportYear = (typeof REVENUE_REPORT_YEARS)[number]
export const DEFAULT_REVENUE_REPORT_YEAR: RevenueReportYear = '2020'

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
