/*
 * The one place invoice arithmetic happens: the editor's live totals and the back end's stored totals both come
 * from `invoiceTotals`, so the page never shows a total the server would not store. Money is counted in whole
 * cents (integers), never in floating-point dollars. How each line rounds: docs/api.md, "Invoice totals".
 */

export interface LineAmounts {
  /** Price of one unit, in dollars (at most two decimals count). */
  cost: number
  /** Whole units. */
  quantity: number
  /** Percent off the line, 0 to 100. */
  discount: number
  /** Percent of tax on the line after its discount, 0 to 100. */
  tax: number
}

export interface InvoiceTotals {
  /** Sum of cost × quantity, in dollars. */
  subtotal: number
  /** Sum of the lines' discounts. */
  discount: number
  /** Sum of the lines' taxes. */
  tax: number
  /** subtotal - discount + tax. */
  total: number
}

/** Dollars to whole cents; half a cent rounds away from zero. Non-numbers count as 0. */
export const toCents = (dollars: number) =>
  Number.isFinite(dollars) ? Math.sign(dollars) * Math.round(Math.abs(dollars) * 100) : 0

export const fromCents = (cents: number) => cents / 100

/** A percentage of a whole number of cents, rounded to the cent (half away from zero). */
const percentOf = (cents: number, percent: number) =>
  Number.isFinite(percent) ? Math.sign(cents) * Math.round((Math.abs(cents) * percent) / 100) : 0

/** One line in cents: gross, its discount and its tax, each rounded to the cent on its own. */
export function lineCents({ cost, quantity, discount, tax }: LineAmounts) {
  const gross = toCents(cost) * (Number.isFinite(quantity) ? Math.trunc(quantity) : 0)
  const off = percentOf(gross, discount)
  const taxed = percentOf(gross - off, tax)
  return { gross, discount: off, tax: taxed, net: gross - off + taxed }
}

/** The line's amount as the invoice shows it: after discount, with tax. */
export const lineTotal = (line: LineAmounts) => fromCents(lineCents(line).net)

export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  let subtotal = 0
  let discount = 0
  let tax = 0
  for (const line of lines) {
    const cents = lineCents(line)
    subtotal += cents.gross
    discount += cents.discount
    tax += cents.tax
  }
  return {
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    tax: fromCents(tax),
    total: fromCents(subtotal - discount + tax),
  }
}

/** Balance after paying `paid` dollars of `total`, to the cent. */
export const balanceAfter = (total: number, paid: number) => fromCents(toCents(total) - toCents(paid))
