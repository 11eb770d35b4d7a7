import { PRIMARY_COLORS, type PrimaryColor } from '@/lib/layout/primary-color'
import tokensCss from './tokens.css?raw'

/*
 * Every primary-colour preset the customizer offers, in the light and the dark skin, read from tokens.css itself:
 * text on the primary fill and the primary ink as text need 4.5:1; the fill and the focus ring, which draw controls
 * (a checked box, a switch, the ring round a focused field), need 3:1 against what they sit on (WCAG 1.4.3, 1.4.11).
 */

type Tokens = Record<string, string>
type Rgb = [number, number, number]

/** The declarations of the rule whose selector is exactly `selector`; `{}` when there is none. */
function block(selector: string): Tokens {
  const start = tokensCss.indexOf(`${selector} {`)
  if (start < 0) return {}
  const body = tokensCss.slice(tokensCss.indexOf('{', start) + 1, tokensCss.indexOf('}', start))
  const tokens: Tokens = {}
  for (const [, name, value] of body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--([\w-]+):\s*([^;]+);/g))
    tokens[name] = value.trim()
  return tokens
}

function tokensOf(preset: PrimaryColor, skin: 'light' | 'dark', inMenu = false): Tokens {
  const presetTokens = block(`[data-primary='${preset}']`)
  if (inMenu)
    return { ...block(':root'), ...presetTokens, ...block("html[data-skin='semi-dark'] .menu-surface") }
  return { ...block(':root'), ...(skin === 'dark' ? block('html.dark') : {}), ...presetTokens }
}

/** A token's colour over `under` (its alpha painted onto it), resolving var() references. */
function colour(value: string, tokens: Tokens, under: Rgb = [255, 255, 255], depth = 0): Rgb {
  const ref = /^var\(--([\w-]+)\)$/.exec(value)
  if (ref) {
    if (depth > 8 || !(ref[1] in tokens)) throw new Error(`cannot resolve ${value}`)
    return colour(tokens[ref[1]], tokens, under, depth + 1)
  }
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value)
  if (!hex) throw new Error(`not a colour this test reads: ${value}`)
  const n = parseInt(hex[1], 16)
  const alpha = hex[2] ? parseInt(hex[2], 16) / 255 : 1
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return rgb.map((c, i) => c * alpha + under[i] * (1 - alpha)) as Rgb
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const ratio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

it('gives the default preset’s swatch the shades the page has without a choice', () => {
  const root = block(':root')
  for (const [name, value] of Object.entries(block(`[data-primary='indigo']`)))
    expect(root[name], name).toBe(value)
})

describe.each(PRIMARY_COLORS)('the %s primary colour', (preset) => {
  it('has shades of its own in tokens.css', () => {
    const own = block(`[data-primary='${preset}']`)
    expect(Object.keys(own).sort()).toEqual([
      'brand',
      'brand-dark',
      'brand-dark-ink',
      'brand-dark-soft',
      'brand-ink',
      'brand-soft',
    ])
  })

  it.each(['light', 'dark'] as const)('holds AA in the %s skin', (skin) => {
    const tokens = tokensOf(preset, skin)
    const page = colour(tokens.background, tokens)
    const card = colour(tokens.card, tokens)
    const fill = colour(tokens.primary, tokens)
    const ink = colour(tokens['primary-ink'], tokens)
    const ring = colour(tokens.ring, tokens)
    const pairs: [string, number, number][] = [
      ['white text on the fill', ratio([255, 255, 255], fill), 4.5],
      ['ink on the page', ratio(ink, page), 4.5],
      ['ink on a card', ratio(ink, card), 4.5],
      ['ink on the soft fill on a card', ratio(ink, colour(tokens['primary-light'], tokens, card)), 4.5],
      ['ink on the soft fill on the page', ratio(ink, colour(tokens['primary-light'], tokens, page)), 4.5],
      ['fill against the page', ratio(fill, page), 3],
      ['fill against a card', ratio(fill, card), 3],
      ['ring against the page', ratio(ring, page), 3],
      ['ring against a card', ratio(ring, card), 3],
    ]
    for (const [what, value, least] of pairs) expect(value, what).toBeGreaterThanOrEqual(least)
  })

  it('keeps its ink readable on the semi-dark skin’s dark menu', () => {
    const tokens = tokensOf(preset, 'light', true)
    const menu = colour(tokens.menu, tokens)
    expect(ratio(colour(tokens['primary-ink'], tokens), menu)).toBeGreaterThanOrEqual(4.5)
  })
})
