/* The FAQ's category ids, without zod: the page orders its tabs by them. */
export const FAQ_CATEGORIES = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const
export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]
