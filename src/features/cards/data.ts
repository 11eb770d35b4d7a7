import type { ThemeColor } from '@/components/ui/theme-color'

/*
 * Tessera's own sample figures for the card demos. Fixed values (no randomness) so screenshots, tests and
 * translations see the same page every time; the /card/... mock API feeds the dashboards, not these demos.
 */

export const CHANNELS = [
  { id: 'design', unread: 4, color: 'primary' },
  { id: 'support', unread: 12, color: 'danger' },
  { id: 'release', unread: 0, color: 'success' },
  { id: 'random', unread: 2, color: 'info' },
] as const satisfies readonly { id: string; unread: number; color: ThemeColor }[]

export const PROFILE = { name: 'Maren Oduya', followers: 12480, projects: 38, rating: 4.8 }

export const CONGRATS = { name: 'Ilse', growth: 0.68 }

export const TIMELINE = [
  { id: 'kickoff', days: 21, color: 'primary' },
  { id: 'design', days: 12, color: 'info' },
  { id: 'beta', days: 5, color: 'warning' },
  { id: 'launch', days: 2, color: 'success' },
] as const satisfies readonly { id: string; days: number; color: ThemeColor }[]

export const TEAM = [
  { name: 'Tomás Reyes', role: 'frontend', hours: 38, color: 'primary', status: 'online' },
  { name: 'Aiko Brandt', role: 'backend', hours: 41, color: 'success', status: 'busy' },
  { name: 'Noor Haddad', role: 'design', hours: 29, color: 'warning', status: 'away' },
  { name: 'Felix Moreau', role: 'qa', hours: 33, color: 'info', status: 'online' },
  { name: 'Greta Lindqvist', role: 'pm', hours: 36, color: 'danger', status: 'offline' },
] as const

export const PLAN = { price: 49, currency: 'USD', daysLeft: 18 }

export const COUNTRIES = [
  { id: 'us', revenue: 48210, share: 38, color: 'primary' },
  { id: 'de', revenue: 27640, share: 22, color: 'success' },
  { id: 'br', revenue: 19870, share: 16, color: 'warning' },
  { id: 'fr', revenue: 15330, share: 12, color: 'info' },
  { id: 'pt', revenue: 9120, share: 7, color: 'danger' },
] as const satisfies readonly { id: string; revenue: number; share: number; color: ThemeColor }[]

export const GOAL = { completed: 786617, inProgress: 13561, reached: 83 }

export const BROWSERS = [
  { name: 'Chrome', share: 64.2, color: 'primary' },
  { name: 'Safari', share: 18.6, color: 'info' },
  { name: 'Firefox', share: 7.9, color: 'warning' },
  { name: 'Edge', share: 5.1, color: 'success' },
  { name: 'Opera', share: 2.4, color: 'danger' },
] as const satisfies readonly { name: string; share: number; color: ThemeColor }[]

export const REFERRALS = [
  { source: 'search.example', visits: 18420, change: 12.4 },
  { source: 'newsletter', visits: 9310, change: 4.1 },
  { source: 'social.example', visits: 6045, change: -3.2 },
  { source: 'partner blog', visits: 2870, change: 8.9 },
] as const

export const BUDGET = [
  { id: 'marketing', spent: 8200, total: 12000, color: 'primary' },
  { id: 'salaries', spent: 41000, total: 45000, color: 'success' },
  { id: 'software', spent: 3100, total: 2800, color: 'danger' },
  { id: 'travel', spent: 900, total: 4000, color: 'info' },
] as const satisfies readonly { id: string; spent: number; total: number; color: ThemeColor }[]

/** The action page's figures after `round` refreshes: a fixed walk, so "new numbers" are still repeatable. */
export function metricsAfter(round: number) {
  const wobble = (seed: number) => 1 + (((round * seed) % 21) - 10) / 100
  return {
    visitors: Math.round(24860 * wobble(7)),
    orders: Math.round(1342 * wobble(11)),
    revenue: Math.round(86420 * wobble(13)),
  }
}

/** One week, Monday 16 to Sunday 22 November 2026; the chart names the days in the current language. */
export const WEEK_VISITS = [
  { day: '2026-11-16', visits: 3120, signups: 210 },
  { day: '2026-11-17', visits: 3480, signups: 245 },
  { day: '2026-11-18', visits: 3905, signups: 262 },
  { day: '2026-11-19', visits: 3650, signups: 238 },
  { day: '2026-11-20', visits: 4210, signups: 301 },
  { day: '2026-11-21', visits: 2580, signups: 164 },
  { day: '2026-11-22', visits: 2240, signups: 139 },
]
