/** The checkout wizard's steps, in order. */
export const CHECKOUT_STEPS = ['cart', 'address', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
