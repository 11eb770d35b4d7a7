// Draws the seed people's avatars: `npm run gen:avatars` writes public/images/avatars/<name>.svg, small
// SVG portraits of Tessera's own design (a tile background, shoulders, a face, one of six hair styles), each a
// pure function of its name, so a run rewrites the same files. The seed points at them (backend/seed); the page
// loads them as images, so they cost no JavaScript. Add a name here and run the script to draw one more.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRandom } from '../backend/seed/prng.ts'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/images/avatars')

/** The accounts, the chat's contacts and twelve portraits the employee table shares out. */
const NAMES = [
  'noor-halvorsen',
  'tobias-reyna',
  'calla-everly',
  'dorian-fairbank',
  'ilse-northcott',
  'farid-okonkwo',
  'greta-lindqvist',
  'jasper-thorne',
  'maren-castellan',
  'soren-whitlock',
  'talia-rosales',
  'yannick-marchetti',
  ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
]

const BACKGROUNDS = ['#e0e7ff', '#dcfce7', '#fef3c7', '#cffafe', '#fce7f3', '#ede9fe', '#e2e8f0', '#ffedd5']
const SHIRTS = ['#4f46e5', '#0e7490', '#15803d', '#b45309', '#be123c', '#6d28d9', '#334155', '#0f766e']
const SKINS = ['#f6d7c3', '#eec1a2', '#d9a07b', '#b97a56', '#8d5a3b', '#5f3b26']
const HAIRS = ['#1f1a17', '#3b2a20', '#6b4426', '#a8743f', '#d9b26f', '#8c8c8c', '#7a2e1c']

/** FNV-1a of the name seeds the seed's own generator (mulberry32): the same name always draws the same face. */
function randomFor(name) {
  let hash = 0x811c9dc5
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return createRandom(hash)
}

/** Hair behind the head (long styles) and on top of it, by style. */
const HAIR_STYLES = [
  { top: 'M19 30c0-10 6-16 13-16s13 6 13 16c-3-5-8-7-13-7s-10 2-13 7z' }, // short
  { top: 'M18 31c-1-11 6-18 14-18 9 0 15 7 14 18-4-6-9-9-14-9-6 0-11 3-14 9z', back: 'M17 30h30v18H17z' }, // long
  { top: 'M19 29c0-9 6-15 13-15s13 6 13 15c-2-3-6-6-13-6s-11 3-13 6z', bun: true }, // bun
  {
    top: 'M18 29a5 5 0 0 1 4-8 6 6 0 0 1 10-5 6 6 0 0 1 10 5 5 5 0 0 1 4 8c-3-4-8-6-14-6s-11 2-14 6z',
  }, // curly
  { top: 'M19 28c1-8 6-13 13-13s12 5 13 13c-1-2-4-4-6-4H25c-2 0-5 2-6 4z' }, // crop
  { top: 'M20 27c2-6 7-9 12-9s10 3 12 9c-4-3-8-4-12-4s-8 1-12 4z', beard: true }, // close crop and a beard
]

function avatar(name) {
  const random = randomFor(name)
  const [bg, shirt, skin, hair] = [BACKGROUNDS, SHIRTS, SKINS, HAIRS].map((list) => random.pick(list))
  const style = random.pick(HAIR_STYLES)
  const smile = random.next() < 0.5 ? 'M28 38q4 3 8 0' : 'M28.5 38.5q3.5 2 7 0'
  const parts = [
    `<rect width="64" height="64" fill="${bg}"/>`,
    style.back ? `<path d="${style.back}" fill="${hair}"/>` : '',
    `<path d="M10 64c1-11 10-17 22-17s21 6 22 17z" fill="${shirt}"/>`,
    `<path d="M27 41h10v8a5 5 0 0 1-10 0z" fill="${skin}"/>`,
    `<ellipse cx="32" cy="31" rx="12" ry="13" fill="${skin}"/>`,
    style.beard
      ? `<path d="M20 32c1 9 6 13 12 13s11-4 12-13c-2 4-6 5-12 5s-10-1-12-5z" fill="${hair}"/>`
      : '',
    style.bun ? `<circle cx="32" cy="12" r="5" fill="${hair}"/>` : '',
    `<path d="${style.top}" fill="${hair}"/>`,
    '<circle cx="27.5" cy="31" r="1.5" fill="#1f1a17"/><circle cx="36.5" cy="31" r="1.5" fill="#1f1a17"/>',
    `<path d="${smile}" fill="none" stroke="#1f1a17" stroke-width="1.4" stroke-linecap="round"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${parts.join('')}</svg>\n`
}

await mkdir(OUT, { recursive: true })
await Promise.all(NAMES.map((name) => writeFile(join(OUT, `${name}.svg`), avatar(name))))
console.log(`wrote ${NAMES.length} avatars to ${OUT}`)
