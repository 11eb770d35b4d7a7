import tokensCss from './tokens.css?raw'

/*
 * The light skin's warning colour reads as amber (issue 20 found a muddy brown) and keeps AA: white text on the
 * fill, the ink on the page and on a card. Read from the :root rule of tokens.css itself.
 */
const root = tokensCss.slice(
  tokensCss.indexOf(':root {'),
  tokensCss.indexOf('}', tokensCss.indexOf(':root {')),
)
const token = (name: string) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\b`, 'i').exec(root)
  if (!match) throw new Error(`--${name} is not a hex colour in :root`)
  return match[1]
}
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
/** Hue in degrees and saturation (HSL) of a hex colour. */
function hueAndSaturation(hex: string) {
  const [r, g, b] = rgb(hex)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const delta = max - min
  const lightness = (max + min) / 2
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1))
  const hue =
    delta === 0
      ? 0
      : max === r
        ? 60 * (((g - b) / delta) % 6)
        : max === g
          ? 60 * ((b - r) / delta + 2)
          : 60 * ((r - g) / delta + 4)
  return { hue: (hue + 360) % 360, saturation }
}

describe('light skin warning colour', () => {
  it('is amber, not brown: an orange-yellow hue at full saturation', () => {
    for (const name of ['warning', 'warning-ink']) {
      const { hue, saturation } = hueAndSaturation(token(name))
      expect(hue, name).toBeGreaterThanOrEqual(30)
      expect(hue, name).toBeLessThanOrEqual(45)
      expect(saturation, name).toBeGreaterThan(0.9)
    }
  })

  it('keeps AA: white text on the fill, the ink on the page and on a card', () => {
    expect(contrast('#ffffff', token('warning'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(token('warning-ink'), token('background'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(token('warning-ink'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})
