import { describe, expect, it } from 'vitest'
import { balanceAfter, invoiceTotals, lineCents, toCents } from './invoice-totals'

describe('invoice totals', () => {
  it('counts in whole cents, so 0.1 + 0.2 is 0.30', () => {
    const lines = [
      { cost: 0.1, quantity: 1, discount: 0, tax: 0 },
      { cost: 0.2, quantity: 1, discount: 0, tax: 0 },
    ]
    expect(invoiceTotals(lines).total).toBe(0.3)
  })

  it('rounds each line’s discount and tax to the cent, half a cent away from zero', () => {
    // 2 × 19.99 = 39.98; 10 % = 3.998 → 4.00; 23 % of 35.98 = 8.2754 → 8.28
    expect(lineCents({ cost: 19.99, quantity: 2, discount: 10, tax: 23 })).toEqual({
      gross: 3998,
      discount: 400,
      tax: 828,
      net: 4426,
    })
    // 50 % of 5 cents is 2.5 cents → 3
    expect(lineCents({ cost: 0.05, quantity: 1, discount: 50, tax: 0 }).discount).toBe(3)
  })

  it('sums the lines’ parts: total = subtotal - discount + tax', () => {
    expect(
      invoiceTotals([
        { cost: 19.99, quantity: 2, discount: 10, tax: 23 },
        { cost: 120, quantity: 3, discount: 0, tax: 6 },
        { cost: 0.05, quantity: 1, discount: 50, tax: 0 },
      ]),
    ).toEqual({ subtotal: 400.03, discount: 4.03, tax: 29.88, total: 425.88 })
  })

  it('treats what is not a number as 0 instead of failing', () => {
    expect(invoiceTotals([{ cost: Number.NaN, quantity: 2, discount: 0, tax: 0 }]).total).toBe(0)
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0)
    expect(invoiceTotals([]).total).toBe(0)
  })

  it('takes a payment off to the cent', () => {
    expect(balanceAfter(425.88, 100.5)).toBe(325.38)
    expect(balanceAfter(0.3, 0.1)).toBe(0.2)
  })
})
