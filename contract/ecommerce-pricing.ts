/*
 * The one place an order's price is worked out. The checkout call computes the stored order's totals with it from
 * the stored cart, and the checkout page shows the same figures with it before the order is placed, so the two
 * can never disagree. Zod-free: the page imports it. Rules in docs/api.md, "E-commerce".
 */

/** What pricing needs of a cart line. */
export interface PricedLine {
  price: number
  qty: number
  discountPercentage: number
  hasFreeShipping: boolean
}

/** The price details of a cart, in dollars with cents. */
export interface PriceDetails {
  /** List price times quantity, summed. */
  subtotal: number
  /** The products' own discounts. */
  discount: number
  /** The coupon's share, taken after the products' discounts. */
  couponDiscount: number
  tax: number
  delivery: number
  total: number
}

/** Sales tax on what is paid for the goods (after every discount). */
export const TAX_RATE = 0.08
export const DELIVERY_FEE = 7.5
/** Goods worth this much (after discounts) ship free; so does a cart where every product ships free. */
export const FREE_DELIVERY_FROM = 150

/** The demo's coupons: code (compared without case or surrounding spaces) → percentage off. */
export const COUPONS: Readonly<Record<string, number>> = { TESSERA10: 10 }
export const DEMO_COUPON = 'TESSERA10'

/** The coupon's percentage, or undefined for an unknown code. */
export const couponPercentage = (code: string): number | undefined =>
  Object.hasOwn(COUPONS, code.trim().toUpperCase()) ? COUPONS[code.trim().toUpperCase()] : undefined

const cents = (dollars: number) => Math.round(dollars * 100)
const percentOf = (amountCents: number, percentage: number) => Math.round((amountCents * percentage) / 100)

/**
 * Price details of the lines with an optional coupon (an unknown code counts as none: the call rejects it before
 * pricing). Every figure is rounded to the cent per line, then summed, so the parts always add up to the total.
 */
export function priceCart(lines: readonly PricedLine[], coupon?: string): PriceDetails {
  let subtotal = 0
  let discount = 0
  for (const line of lines) {
    const amount = cents(line.price) * line.qty
    subtotal += amount
    discount += percentOf(amount, line.discountPercentage)
  }
  const couponDiscount = percentOf(subtotal - discount, coupon ? (couponPercentage(coupon) ?? 0) : 0)
  const goods = subtotal - discount - couponDiscount
  const tax = Math.round(goods * TAX_RATE)
  const shipsFree = lines.every((line) => line.hasFreeShipping) || goods >= cents(FREE_DELIVERY_FROM)
  const delivery = lines.length === 0 || shipsFree ? 0 : cents(DELIVERY_FEE)
  const total = goods + tax + delivery
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    couponDiscount: couponDiscount / 100,
    tax: tax / 100,
    delivery: delivery / 100,
    total: total / 100,
  }
}

/** The Luhn checksum every card number passes; the checkout form and call both refuse a number that fails it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A card expiry `MM/YY` that is not in the past at `now` (the card works through its expiry month). */
export function isFutureExpiry(value: string, now: Date): boolean {
  const parts = /^(\d{2})\/(\d{2})$/.exec(value.trim())
  if (!parts) return false
  const month = Number(parts[1])
  const year = 2000 + Number(parts[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}
