/*
 * Draws the installed app's icons into public/icons/ (docs/offline.md): the Tessera mark, three white tiles and a
 * fourth one broken into a small mosaic, on the brand's indigo. Run it after changing the drawing:
 * `node scripts/draw-icons.mjs`. The SVG below is the source; Debian's Chromium (scripts/chromium.mjs) renders it.
 *
 * - icon-192.png, icon-512.png ("any"): a rounded tile on a transparent background, the mark filling most of it.
 * - icon-maskable-512.png ("maskable"): the colour runs to every edge and the mark stays inside the safe zone
 *   (the middle circle of 80% diameter), so any mask shape a platform cuts leaves it whole.
 * - apple-touch-icon.png (180): square and opaque, as iOS wants it (it rounds the corners itself).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'

const OUT = new URL('../public/icons/', import.meta.url)
const SIZE = 512

/** The mark: a 2x2 grid of tiles `side` wide, centred on the 512 canvas; the last tile is four small ones. */
function mark(side) {
  const gap = side * 0.08
  const tile = (side - gap) / 2
  const radius = tile * 0.16
  const start = (SIZE - side) / 2
  const at = (index) => start + index * (tile + gap)
  const square = (x, y, w, opacity = 1) =>
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${w.toFixed(1)}" ` +
    `rx="${(w * 0.16).toFixed(1)}" fill="#fff"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`
  const small = (tile - gap / 2) / 2
  const mosaic = [
    [0, 0, 0.9],
    [1, 0, 0.55],
    [0, 1, 0.55],
    [1, 1, 0.3],
  ].map(([col, row, opacity]) =>
    square(at(1) + col * (small + gap / 2), at(1) + row * (small + gap / 2), small, opacity),
  )
  return [
    `<rect x="${at(0)}" y="${at(0)}" width="${tile}" height="${tile}" rx="${radius}" fill="#fff"/>`,
    square(at(1), at(0), tile),
    square(at(0), at(1), tile),
    ...mosaic,
  ].join('')
}

const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#5b52f0"/><stop offset="1" stop-color="#3f37c9"/></linearGradient></defs>`

const ICONS = {
  // rounded, transparent corners; the mark takes 56% of the side
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${background}
<rect width="${SIZE}" height="${SIZE}" rx="112" fill="url(#g)"/>${mark(288)}</svg>`,
  // full bleed; 240 wide, its corners 170 from the centre, inside the safe zone's 205 radius
  full: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${background}
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${mark(240)}</svg>`,
}

const FILES = [
  ['icon-192.png', ICONS.any, 192],
  ['icon-512.png', ICONS.any, 512],
  ['icon-maskable-512.png', ICONS.full, 512],
  ['apple-touch-icon.png', ICONS.full, 180],
]

mkdirSync(OUT, { recursive: true })
writeFileSync(new URL('icon.svg', OUT), `${ICONS.any}\n`)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const page = await browser.newPage()
  for (const [name, svg, size] of FILES) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    writeFileSync(new URL(name, OUT), await page.screenshot({ omitBackground: true }))
    console.log(`public/icons/${name}`)
  }
} finally {
  await browser.close()
}
