import { axisExtent, categoryTickInterval, valueAxisWidth } from './axis-labels'

// jsdom has no canvas: labels are estimated at 7.2 px a character (12px × 0.6), which these figures follow

describe('categoryTickInterval', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

  it('keeps every label while the chart has no width yet, or when there is room for all', () => {
    expect(categoryTickInterval(months, 0)).toBe(0)
    expect(categoryTickInterval(months, 900)).toBe(0)
  })

  it('skips labels as the axis narrows, so the widest one always fits its slot', () => {
    // 12 labels in 300 - 72 px: 19 px a slot for 21.6 + 8 px of label and gap → every other label
    expect(categoryTickInterval(months, 300)).toBe(1)
    const days = Array.from({ length: 28 }, (_, day) => `Nov ${day + 1}`)
    const interval = categoryTickInterval(days, 400)
    const slot = (400 - 72) / days.length
    expect((interval + 1) * slot).toBeGreaterThanOrEqual(6 * 7.2 + 8)
    expect(interval * slot).toBeLessThan(6 * 7.2 + 8)
  })
})

describe('axisExtent', () => {
  const rows = [
    { month: 'Jan', online: 60, retail: 30, refunds: -12 },
    { month: 'Feb', online: 80, retail: 45, refunds: -4 },
  ]

  it('takes the largest single value when nothing is stacked', () => {
    expect(axisExtent(rows, [{ key: 'online' }, { key: 'retail' }])).toEqual({ high: 80, low: 0 })
  })

  it('adds stacked series together, positives and negatives apart', () => {
    const series = [
      { key: 'online', stack: 'sales' },
      { key: 'retail', stack: 'sales' },
      { key: 'refunds', stack: 'sales' },
    ]
    expect(axisExtent(rows, series)).toEqual({ high: 125, low: -12 })
  })

  it('skips values that are not numbers', () => {
    expect(axisExtent([{ a: 'n/a' }, { a: 5 }], [{ key: 'a' }])).toEqual({ high: 5, low: 0 })
  })
})

describe('valueAxisWidth', () => {
  it('fits the widest label among the round ends the axis reaches', () => {
    // 18,400 rounds up to 20,000: "20,000" is 6 characters, 43.2 px, plus the tick line, margin and slack
    const format = (value: number) => value.toLocaleString('en-US')
    expect(valueAxisWidth({ high: 18_400, low: 0 }, format)).toBe(Math.ceil(6 * 7.2) + 12)
    // a negative end is wider by its sign
    expect(valueAxisWidth({ high: 10, low: -1_200 }, format)).toBe(Math.ceil(6 * 7.2) + 12)
  })

  it('grows with the formatted label, as a currency or a unit would', () => {
    const plain = valueAxisWidth({ high: 900, low: 0 }, String)
    const money = valueAxisWidth({ high: 900, low: 0 }, (value) => `$${value}.00`)
    expect(money).toBeGreaterThan(plain)
  })
})
