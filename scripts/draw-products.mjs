/*
 * Draws the shop's product pictures: two small SVG files per product in public/images/products/ (the product,
 * and a close-up of its pattern), from the catalogue in backend/seed/products.ts. Run it after changing the
 * catalogue: `npx tsx scripts/draw-products.mjs`. Each drawing is a few shapes in the product's own colours on a
 * pale tile background, a couple of kilobytes, and nothing is fetched from elsewhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { seedProducts } from '../backend/seed/products.ts'

const OUT = new URL('../public/images/products/', import.meta.url)
const HUES = {
  primary: '#5b4fd6',
  success: '#1f9d57',
  warning: '#d9822b',
  danger: '#cf3b3c',
  info: '#0e8fa3',
}
const PALE = {
  primary: '#eeedfd',
  success: '#e6f7ee',
  warning: '#fdf1e5',
  danger: '#fbe9e9',
  info: '#e2f6f9',
}

/** One drawing per category, in the main colour `a` and the second colour `b`. */
const SHAPES = {
  tiles: (a, b) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${54 + col * 46}" y="${54 + row * 46}" width="40" height="40" rx="6" fill="${(row + col) % 2 ? b : a}"/>`,
        ),
      )
      .join(''),
  lighting: (a, b) =>
    `<circle cx="120" cy="118" r="34" fill="${b}" opacity=".25"/><path d="M84 96h72l-14-42h-44z" fill="${a}"/>` +
    `<rect x="116" y="96" width="8" height="86" fill="#4b4b58"/><rect x="88" y="182" width="64" height="10" rx="5" fill="#4b4b58"/>`,
  furniture: (a, b) =>
    `<rect x="76" y="52" width="22" height="92" rx="6" fill="${a}"/><rect x="76" y="122" width="92" height="22" rx="6" fill="${a}"/>` +
    `<rect x="82" y="144" width="8" height="46" fill="${b}"/><rect x="154" y="144" width="8" height="46" fill="${b}"/>`,
  textiles: (a, b) =>
    `<rect x="56" y="70" width="128" height="34" rx="8" fill="${a}"/><rect x="56" y="108" width="128" height="34" rx="8" fill="${b}"/>` +
    `<rect x="56" y="146" width="128" height="34" rx="8" fill="${a}"/><path d="M66 87h108M66 163h108" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>`,
  kitchen: (a, b) =>
    `<path d="M98 66c-8 10 8 14 0 24M122 66c-8 10 8 14 0 24" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<rect x="70" y="98" width="84" height="90" rx="12" fill="${a}"/><circle cx="160" cy="140" r="20" fill="none" stroke="${a}" stroke-width="10"/>`,
  stationery: (a, b) =>
    `<rect x="66" y="52" width="100" height="136" rx="8" fill="${a}"/><rect x="66" y="52" width="16" height="136" rx="4" fill="${b}"/>` +
    `<path d="M96 86h52M96 106h52M96 126h40" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="176" y="60" width="10" height="110" rx="5" fill="#4b4b58" transform="rotate(12 181 115)"/>`,
  audio: (a, b) =>
    `<path d="M70 140v-20a50 50 0 0 1 100 0v20" stroke="#4b4b58" stroke-width="10" fill="none"/>` +
    `<rect x="58" y="126" width="30" height="56" rx="12" fill="${a}"/><rect x="152" y="126" width="30" height="56" rx="12" fill="${a}"/>` +
    `<circle cx="73" cy="154" r="7" fill="${b}"/><circle cx="167" cy="154" r="7" fill="${b}"/>`,
  garden: (a, b) =>
    `<ellipse cx="100" cy="92" rx="16" ry="34" fill="${b}" transform="rotate(-25 100 92)"/>` +
    `<ellipse cx="140" cy="92" rx="16" ry="34" fill="${b}" transform="rotate(25 140 92)"/><rect x="117" y="92" width="6" height="40" fill="${b}"/>` +
    `<path d="M76 128h88l-12 62h-64z" fill="${a}"/>`,
}

/** A pale grid of tiles behind every drawing; the gap shifts by product so neighbours do not look stamped. */
const background = (pale, shift) =>
  `<rect width="240" height="240" fill="${pale}"/><path d="M${shift} 0v240M${shift + 80} 0v240M${shift + 160} 0v240` +
  `M0 ${shift}h240M0 ${shift + 80}h240M0 ${shift + 160}h240" stroke="#fff" stroke-width="4"/>`

/** The close-up: a tessellation of triangles in the product's colours. */
function pattern(a, b, pale) {
  const cells = []
  for (let y = 0; y < 6; y++)
    for (let x = 0; x < 6; x++) {
      const [px, py] = [x * 40, y * 40]
      const fill = (x + y) % 3 === 0 ? a : (x + y) % 3 === 1 ? b : pale
      cells.push(
        `<path d="M${px} ${py}h40v40z" fill="${fill}"/><path d="M${px} ${py}v40h40z" fill="${(x * y) % 2 ? a : pale}"/>`,
      )
    }
  return cells.join('')
}

const svg = (label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${label}">${body}</svg>\n`

mkdirSync(OUT, { recursive: true })
let drawn = 0
for (const product of seedProducts()) {
  const draw = SHAPES[product.category]
  const colors = product.colorOptions
  // one drawing per colour, in that colour and the product's next one (teal when it has a single colour)
  for (const image of product.images.filter((picture) => picture.color)) {
    const other = colors.find((color) => color !== image.color) ?? 'info'
    const [a, b, pale] = [HUES[image.color], HUES[other === image.color ? 'primary' : other], PALE[image.color]]
    const file = image.src.split('/').at(-1)
    writeFileSync(new URL(file, OUT), svg(image.alt, background(pale, 20 + (product.id % 4) * 10) + draw(a, b)))
    drawn++
  }
  const [first, second = first] = colors
  const [a, b, pale] = [HUES[first], HUES[second === first ? 'info' : second], PALE[first]]
  const detail = product.images.at(-1)
  writeFileSync(new URL(`${product.slug}-detail.svg`, OUT), svg(detail.alt, pattern(a, b, pale)))
  drawn++
}
console.log('drew', drawn, 'pictures in public/images/products/')
