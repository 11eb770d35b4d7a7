/** An sRGB colour with alpha 0..1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** Reads a computed CSS colour (`rgb(…)`, `rgba(…)` or `#rrggbb[aa]`); anything else gives null. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(text)
  if (hex) {
    const n = Number.parseInt(hex[1], 16)
    return {
      r: (n >> 16) & 255,
      g: (n >> 8) & 255,
      b: n & 255,
      a: hex[2] ? Number.parseInt(hex[2], 16) / 255 : 1,
    }
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(text)
  if (!fn) return null
  const parts = fn[1].split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3) return null
  const [r, g, b] = parts.slice(0, 3).map(Number)
  const alpha =
    parts[3] === undefined ? 1 : parts[3].endsWith('%') ? Number.parseFloat(parts[3]) / 100 : Number(parts[3])
  if ([r, g, b, alpha].some((n) => !Number.isFinite(n))) return null
  return { r, g, b, a: Math.min(1, Math.max(0, alpha)) }
}

/** A translucent colour laid over an opaque one (what the eye sees). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.039_28 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2 contrast ratio (1..21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** AA for normal text needs 4.5:1. */
export const AA_NORMAL = 4.5

/**
 * The contrast of text on a fill, both as computed CSS colours; a translucent fill is laid over `backdrop`
 * first. Null when a colour cannot be read.
 */
export function measureContrast(text: string, fill: string, backdrop = 'rgb(255, 255, 255)'): number | null {
  const fg = parseColor(text)
  const bg = parseColor(fill)
  const base = parseColor(backdrop)
  if (!fg || !bg || !base) return null
  const under = base.a < 1 ? composite(base, { r: 255, g: 255, b: 255, a: 1 }) : base
  const solidBg = bg.a < 1 ? composite(bg, under) : bg
  const solidFg = fg.a < 1 ? composite(fg, solidBg) : fg
  return contrastRatio(solidFg, solidBg)
}
