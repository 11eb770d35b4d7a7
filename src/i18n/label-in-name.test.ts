import { LANGUAGES } from './languages'

/*
 * Label in name (WCAG 2.5.3): a control whose visible words are one key and whose accessible name is another
 * (the name adds which product, plan or post) must have a name that begins with those visible words in every
 * language, so a voice-control user who says what they see ("click Add to cart") reaches it.
 */
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' })

/** [namespace, key of the visible words, key of the accessible name] */
const PAIRS = [
  ['ecommerce', 'product.addToCart', 'product.addToCartNamed'],
  ['ecommerce', 'wishlist.moveToCart', 'wishlist.moveToCartNamed'],
  ['ecommerce', 'checkout.cart.moveToWishlist', 'checkout.cart.moveToWishlistNamed'],
  ['ecommerce', 'checkout.cart.remove', 'checkout.cart.removeNamed'],
  ['pricing', 'upgrade', 'upgradeTo'],
  ['pricing', 'switch', 'switchTo'],
  ['profile', 'likeButton', 'like'],
  ['uiDisplay', 'badges.inbox', 'badges.inboxCount'],
] as const

function lookUp(value: unknown, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value)
  if (typeof found !== 'string') throw new Error(`${key} is not a string`)
  return found
}

describe('a control’s name begins with its visible words', () => {
  it.each(LANGUAGES.map(({ code }) => code))('in %s', (language) => {
    const mismatched = PAIRS.flatMap(([namespace, visibleKey, nameKey]) => {
      const file = files[`./locales/${language}/${namespace}.json`]
      const visible = lookUp(file, visibleKey)
      const name = lookUp(file, nameKey)
      return name.startsWith(visible)
        ? []
        : [`${namespace}:${nameKey} "${name}" does not begin with "${visible}"`]
    })
    expect(mismatched).toEqual([])
  })
})
