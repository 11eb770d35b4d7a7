/*
 * Sample data of Tessera's own. Fixed numbers (and one seeded series), so screenshots and tests see the same
 * charts on every run. Months and weekdays are indexes; the pages label them with Intl in the user's language.
 */

export const traffic = [
  [0, 4200, 2600],
  [1, 4800, 2900],
  [2, 5100, 3300],
  [3, 4700, 3100],
  [4, 5600, 3600],
  [5, 6200, 3900],
  [6, 5900, 3700],
  [7, 6800, 4300],
  [8, 7400, 4600],
  [9, 7100, 4500],
  [10, 8000, 5100],
  [11, 8600, 5400],
].map(([month, visits, visitors]) => ({ month, visits, visitors }))

export const activeUsers = [820, 940, 910, 1030, 980, 610, 540].map((users, day) => ({ day, users }))

export const revenue = [
  [0, 31, 22],
  [1, 34, 24],
  [2, 29, 23],
  [3, 38, 26],
  [4, 42, 27],
  [5, 40, 29],
  [6, 45, 30],
  [7, 48, 31],
  [8, 44, 30],
  [9, 51, 33],
  [10, 55, 34],
  [11, 60, 36],
].map(([month, income, expenses]) => ({ month, income: income * 1000, expenses: expenses * 1000 }))

export const storage = [
  [0, 120, 80, 40],
  [1, 135, 95, 42],
  [2, 150, 104, 45],
  [3, 158, 120, 47],
  [4, 171, 131, 52],
  [5, 185, 150, 55],
].map(([month, documents, media, backups]) => ({ month, documents, media, backups }))

export const ordersByDay = [148, 172, 165, 190, 224, 131, 96].map((orders, day) => ({ day, orders }))

export const salesByChannel = [
  [0, 42, 28, 12],
  [1, 45, 26, 14],
  [2, 51, 30, 15],
  [3, 48, 33, 18],
  [4, 56, 31, 20],
  [5, 62, 35, 22],
].map(([month, online, retail, partners]) => ({ month, online, retail, partners }))

export const trafficSources = [
  ['organic', 4120],
  ['direct', 2380],
  ['referral', 1460],
  ['social', 1210],
  ['email', 730],
].map(([source, sessions]) => ({ source: source as string, sessions: sessions as number }))

export const devices = [
  ['desktop', 58],
  ['mobile', 34],
  ['tablet', 8],
].map(([device, share]) => ({ device: device as string, share: share as number }))

export const productScores = [
  ['speed', 86, 72],
  ['design', 78, 90],
  ['support', 92, 70],
  ['price', 65, 84],
  ['features', 88, 76],
  ['reliability', 90, 81],
].map(([skill, tessera, rival]) => ({
  skill: skill as string,
  tessera: tessera as number,
  rival: rival as number,
}))

export const teamSkills = [
  ['frontend', 92],
  ['backend', 74],
  ['design', 68],
  ['testing', 81],
  ['devops', 59],
].map(([skill, score]) => ({ skill: skill as string, score: score as number }))

export const goals = [
  ['sales', 82],
  ['signups', 64],
  ['retention', 91],
  ['tickets', 47],
].map(([goal, progress]) => ({ goal: goal as string, progress: progress as number }))

export const quotas = [
  ['north', 73],
  ['south', 58],
  ['west', 89],
].map(([region, progress]) => ({ region: region as string, progress: progress as number }))

/** A small linear congruential generator: the same "random" points on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const scatterRandom = seeded(7)
export const campaigns = Array.from({ length: 14 }, (_, i) => {
  const spend = 200 + i * 130
  return {
    id: i,
    search: Math.round(spend * (2.4 + scatterRandom())),
    social: Math.round(spend * (1.3 + scatterRandom())),
    spend,
  }
})

const loadRandom = seeded(11)
export const responseTimes = Array.from({ length: 16 }, (_, i) => {
  const load = 10 + i * 6
  return { id: i, load, latency: Math.round(40 + load * load * 0.02 + loadRandom() * 30) }
})

const priceRandom = seeded(3)
export const prices = Array.from({ length: 20 }, (_, day) => day).reduce<
  { day: number; open: number; high: number; low: number; close: number }[]
>((rows, day) => {
  const open = rows.at(-1)?.close ?? 120
  const close = Math.round((open + (priceRandom() - 0.45) * 8) * 10) / 10
  const high = Math.round((Math.max(open, close) + priceRandom() * 3) * 10) / 10
  const low = Math.round((Math.min(open, close) - priceRandom() * 3) * 10) / 10
  return [...rows, { day, open, high, low, close }]
}, [])

export const margins = [
  [0, 48, 18],
  [1, 52, 21],
  [2, 47, 17],
  [3, 58, 24],
  [4, 63, 26],
  [5, 61, 23],
  [6, 70, 29],
  [7, 74, 31],
].map(([month, amount, margin]) => ({ month, revenue: amount * 1000, margin }))
