/*
 * A small Tailwind class merger: when two classes set the same thing under the same variants, the later one wins
 * (`cn('px-4 text-sm', 'px-0 text-lg')` → `px-0 text-lg`), and a shorthand removes the longhands before it
 * (`p-0` drops an earlier `px-4`). It knows the utility families this project's components use; a class it does
 * not recognise is always kept. It replaces tailwind-merge (9 KB gzip) to keep the shell inside its budget:
 * class-merge.parity.test.ts holds it to tailwind-merge on every class the app writes, class-merge.test.ts pins
 * the rules down. A new utility family in a component that this merger misreads fails the parity test.
 */
// The tables are space-separated words: this file ships in the shell, where every byte counts.
const words = (list: string) => list.split(' ')

const TEXT_SIZE = /^(xs|sm|base|lg|[2-9]?xl)$/
const ALIGN = new Set(words('left center right justify start end'))
const LINE_STYLES = new Set(words('solid dashed dotted double none hidden'))
const KEYWORDS: Record<string, string> = {}
const family = (name: string, list: string) => {
  for (const k of words(list)) KEYWORDS[k] = name
}
family('display', 'block inline-block inline flex inline-flex grid inline-grid hidden contents table')
family('position', 'static fixed absolute relative sticky')
family('visibility', 'visible invisible collapse')
family('text-overflow', 'truncate text-ellipsis text-clip')
family('text-transform', 'uppercase lowercase capitalize normal-case')
family('text-decoration', 'underline overline line-through no-underline')
family('sr-only', 'sr-only not-sr-only')
family('border-collapse', 'border-collapse border-separate')
family('font-style', 'italic not-italic')
family('list-position', 'list-inside list-outside')
family('word-break', 'break-normal break-words break-all break-keep')
for (const k of words('rounded shadow grow shrink transition backdrop-blur')) KEYWORDS[k] = k
// `flex-1` sizes the item, `flex-col` lays out its children, `flex-wrap` wraps them: three families, one prefix
family('flex-direction', 'flex-row flex-col flex-row-reverse flex-col-reverse')
family('flex-wrap', 'flex-wrap flex-nowrap flex-wrap-reverse')
KEYWORDS.outline = 'outline-w'
KEYWORDS.border = 'border-w'
KEYWORDS.ring = 'ring-w'

// Longest prefixes first, so `min-w-` is found before `w-`.
const PREFIXES = words(
  'min-w max-w min-h max-h size w h px py ps pe pt pb pl pr p mx my ms me mt mb ml mr m gap-x gap-y gap ' +
    'space-x space-y inset-x inset-y inset start end top bottom left right z ' +
    'rounded-ss rounded-se rounded-es rounded-ee rounded-s rounded-e rounded-t rounded-b rounded shadow opacity ' +
    'leading tracking items justify-self justify-items justify self content place-items place-content flex grow ' +
    'shrink basis order list ' +
    'grid-cols grid-rows col-span row-span overflow-x overflow-y overflow whitespace cursor animate backdrop-blur ' +
    'outline-offset fill stroke duration ease transition translate-x translate-y rotate scale line-clamp aspect ' +
    'object pointer-events select',
)

/** What a shorthand also overrides. */
const COVERS: Record<string, string[]> = {
  p: words('px py ps pe pt pb pl pr'),
  px: words('ps pe pl pr'),
  py: words('pt pb'),
  m: words('mx my ms me mt mb ml mr'),
  mx: words('ms me ml mr'),
  my: words('mt mb'),
  size: words('w h'),
  gap: words('gap-x gap-y'),
  inset: words('inset-x inset-y start end top bottom left right'),
  'inset-x': words('start end left right'),
  'inset-y': words('top bottom'),
  rounded: words('rounded-s rounded-e rounded-t rounded-b rounded-ss rounded-se rounded-es rounded-ee'),
  'rounded-s': words('rounded-ss rounded-es'),
  'rounded-e': words('rounded-se rounded-ee'),
  // `flex-1` is the flex shorthand: it resets an earlier grow, shrink and basis
  flex: words('grow shrink basis'),
  overflow: words('overflow-x overflow-y'),
  // `line-clamp-2` sets display and overflow itself, so it replaces an earlier `flex` or `overflow-hidden`
  'line-clamp': words('display overflow'),
  // a font size sets a line height too, so it replaces an earlier `leading-*`
  'text-size': ['leading'],
  ...borderSides('w'),
  ...borderSides('color'),
}

/** `border-*` covers every side, `border-x-*` the inline sides, `border-y-*` top and bottom. */
function borderSides(what: 'w' | 'color'): Record<string, string[]> {
  const side = (s: string) => `border-${s}-${what}`
  return {
    [`border-${what}`]: words('x y s e t b l r').map(side),
    [side('x')]: words('s e l r').map(side),
    [side('y')]: words('t b').map(side),
  }
}

const isLength = (value: string) =>
  /^\d/.test(value) || /^\[[\d.]+(px|rem|em|%)?\]$/.test(value) || value === 'px'

/** The family a utility belongs to, or null when this merger does not know it. */
function familyOf(utility: string): string | null {
  const base = utility.replace(/^!|!$/g, '').replace(/^-/, '')
  if (KEYWORDS[base]) return KEYWORDS[base]
  // an arbitrary property (`[--ui-enter-x:100%]`) conflicts with the same property only
  const property = /^\[([\w-]+):/.exec(base)
  if (property) return `[${property[1]}]`
  if (base.startsWith('text-')) {
    const value = base.slice(5)
    if (ALIGN.has(value)) return 'text-align'
    return TEXT_SIZE.test(value.split('/')[0]) || /^\[[\d.]+(px|rem|em)\]$/.test(value)
      ? 'text-size'
      : 'text-color'
  }
  if (base.startsWith('font-')) return /^font-(sans|serif|mono)$/.test(base) ? 'font-family' : 'font-weight'
  if (base.startsWith('bg-'))
    return /^bg-(\[(image|url):|none$|(linear|radial|conic)-)/.test(base) ? 'bg-image' : 'bg'
  if (base.startsWith('outline-')) {
    const value = base.slice(8)
    if (LINE_STYLES.has(value)) return 'outline-style'
    if (!value.startsWith('offset-')) return isLength(value) ? 'outline-w' : 'outline-color'
  }
  // `border-spacing-*` is the table's cell spacing, no border at all
  if (base.startsWith('border-spacing'))
    return /^border-spacing-[xy]-/.test(base) ? base.slice(0, 16) : 'border-spacing'
  if (base.startsWith('border')) {
    const match = /^border(?:-([sextbylr]))?(?:-(.+))?$/.exec(base)
    if (!match) return null
    const [, side, value] = match
    if (value && LINE_STYLES.has(value)) return 'border-style'
    if (value === undefined || isLength(value)) return side ? `border-${side}-w` : 'border-w'
    return side ? `border-${side}-color` : 'border-color'
  }
  // `content-['']` and `content-none` set the content property; the other `content-*` align lines (align-content)
  if (/^content-(\[|none$)/.test(base)) return 'content-property'
  if (base.startsWith('ring-offset-')) return isLength(base.slice(12)) ? 'ring-offset-w' : 'ring-offset-color'
  if (base.startsWith('ring-')) return isLength(base.slice(5)) ? 'ring-w' : 'ring-color'
  // a bare prefix (`end`, `size`) is no utility; the bare ones that are sit in KEYWORDS
  for (const prefix of PREFIXES) if (base.startsWith(`${prefix}-`)) return prefix
  return null
}

/** Splits `md:hover:px-4` into its variants (`md:hover:`) and utility (`px-4`), ignoring colons in brackets. */
function split(cls: string): [string, string] {
  let depth = 0
  let cut = 0
  for (let i = 0; i < cls.length; i++) {
    const ch = cls[i]
    if (ch === '[') depth++
    else if (ch === ']') depth--
    else if (ch === ':' && depth === 0) cut = i + 1
  }
  return [cls.slice(0, cut), cls.slice(cut)]
}

/*
 * Components ask for the same few hundred class lists on every render; merging each once and remembering the
 * answer took the merger from about 5% of the dashboard's load to nothing measurable (docs/benchmarks.md). The
 * memory is bounded: past MEMO_LIMIT distinct lists (generated class names, say) it starts over.
 */
const MEMO_LIMIT = 1000
const memo = new Map<string, string>()

export function mergeClasses(classList: string): string {
  let merged = memo.get(classList)
  if (merged === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear()
    merged = merge(classList)
    memo.set(classList, merged)
  }
  return merged
}

function merge(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  // Walk from the end: the first class seen of a family (under the same variants) is the one that wins.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const [variants, utility] = split(tokens[i])
    const kind = familyOf(utility)
    if (kind === null) {
      kept.push(tokens[i])
      continue
    }
    // `!p-4` and `p-4!` (Tailwind 4) are important: they live apart from, and beat, the plain class
    const important = utility.startsWith('!') || utility.endsWith('!')
    const scope = `${variants}${important ? '!' : ''}`
    if (taken.has(scope + kind)) continue
    taken.add(scope + kind)
    for (const covered of COVERS[kind] ?? []) taken.add(scope + covered)
    kept.push(tokens[i])
  }
  return kept.toReversed().join(' ')
}
