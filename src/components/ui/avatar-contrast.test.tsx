import { render, screen } from '@testing-library/react'
import tokensCss from '@/styles/tokens.css?raw'
import { NAVBAR_COLORS, SKINS, type NavbarColor, type Skin } from '@/config/theme-config'
import { Avatar } from './avatar'
import { themeColors } from './theme-color'

/*
 * WCAG contrast of every avatar's initials, computed from the design tokens (src/styles/tokens.css) and the
 * classes the Avatar actually renders: each theme colour × each skin × each place an avatar sits (a card, and the
 * navbar in each colour the customizer offers, where the navbar's fill is the backdrop). The initials are small
 * text (0.625 to 1.25 rem, semibold), so every pair needs 4.5:1.
 */

type Rgba = [number, number, number, number]
type Tokens = Record<string, string>

/** The declarations of the rule whose selector is exactly `selector`. */
function block(selector: string): Tokens {
  const start = tokensCss.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no rule ${selector} in tokens.css`)
  const body = tokensCss.slice(tokensCss.indexOf('{', start) + 1, tokensCss.indexOf('}', start))
  const tokens: Tokens = {}
  for (const [, name, value] of body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--([\w-]+):\s*([^;]+);/g))
    tokens[name] = value.trim()
  return tokens
}

/** The tokens in force in a skin: the page's, or inside the vertical menu (semi-dark darkens it alone). */
function tokensOf(skin: Skin, inMenu = false): Tokens {
  const root = block(':root')
  if (skin === 'dark') return { ...root, ...block('html.dark') }
  if (skin === 'semi-dark' && inMenu)
    return { ...root, ...block("html[data-skin='semi-dark'] .menu-surface") }
  return root
}

function parse(value: string, tokens: Tokens, depth = 0): Rgba {
  const ref = /^var\(--([\w-]+)\)$/.exec(value)
  if (ref) {
    if (depth > 8 || !(ref[1] in tokens)) throw new Error(`cannot resolve ${value}`)
    return parse(tokens[ref[1]], tokens, depth + 1)
  }
  if (value === 'white' || value === '#fff') return [255, 255, 255, 1]
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value)
  if (!hex) throw new Error(`not a colour this test reads: ${value}`)
  const n = parseInt(hex[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, hex[2] ? parseInt(hex[2], 16) / 255 : 1]
}

/** `top` painted over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
]
const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
const ratio = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The token a Tailwind colour class names: `bg-primary-light` → `primary-light`. */
function tokenOfClass(className: string, prefix: 'bg' | 'text'): string | undefined {
  const found = className
    .split(/\s+/)
    .find((c) => c.startsWith(`${prefix}-`) && !/^text-(xs|sm|base|lg|xl|\[)/.test(c))
  return found?.slice(prefix.length + 1)
}

/** Where an avatar sits: the skin's card, or the navbar in one of its colours (a solid fill, or the card). */
interface Backdrop {
  place: string
  fill: (tokens: Tokens) => Rgba
}
const backdrops = (skin: Skin): Backdrop[] =>
  NAVBAR_COLORS.map((navbar: NavbarColor): Backdrop => ({
    place: navbar === 'default' ? 'card and default navbar' : `${navbar} navbar`,
    fill: (tokens) => parse(`var(--${navbar === 'default' ? 'card' : navbar})`, tokens),
  })).concat(
    skin === 'semi-dark' ? [{ place: 'semi-dark menu', fill: (t: Tokens) => parse('var(--card)', t) }] : [],
  )

describe('avatar initials contrast', () => {
  const cases = themeColors.flatMap((color) => SKINS.map((skin) => [color, skin] as const))

  it.each(cases)('%s initials reach 4.5:1 in the %s skin wherever the avatar sits', (color, skin) => {
    render(<Avatar name="Ada Lovelace" color={color} />)
    // the initials are CSS-drawn (content: attr(data-initials)), so they are found by that attribute
    const initials = screen
      .getByRole('img', { name: 'Ada Lovelace' })
      .querySelector<HTMLElement>('[data-initials="AL"]')!
    // The layers the avatar paints, from the back: its root's own fill, then the tint, then the initials.
    const rootFill = tokenOfClass(initials.parentElement?.className ?? '', 'bg')
    const tint = tokenOfClass(initials.className, 'bg')
    const ink = tokenOfClass(initials.className, 'text')
    expect({ rootFill, tint, ink }).toEqual({ rootFill: 'card', tint: `${color}-light`, ink: `${color}-ink` })

    const failures: string[] = []
    for (const { place, fill } of backdrops(skin)) {
      const tokens = tokensOf(skin, place === 'semi-dark menu')
      const backdrop = fill(tokens)
      const background = over(
        parse(`var(--${tint})`, tokens),
        over(parse(`var(--${rootFill})`, tokens), backdrop),
      )
      const text = over(parse(`var(--${ink})`, tokens), background)
      const measured = ratio(text, background)
      if (measured < 4.5) failures.push(`${place}: ${measured.toFixed(2)}:1`)
    }
    expect(failures).toEqual([])
  })
})
