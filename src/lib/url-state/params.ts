/*
 * Field specs for useUrlState: how one URL search param is read, what it holds when absent or unreadable, and how
 * it is written back. Plain functions rather than zod on purpose: the route files that type these params sit in
 * the entry chunk every page loads, and the pages that read them should not need zod either (about 15 KB gzip) for
 * a handful of typeof checks.
 *
 * The router has already parsed the query string: `page=2` arrives as the number 2, `q=2.4` as 2.4, `on=true` as
 * true, a repeated key (`calendars=A&calendars=B`) or a JSON list as an array. A reader accepts every form a person
 * could type and returns undefined for anything else, so a stale or hand-edited link opens with that part reset.
 */

/** One search param: its value when the URL has none (or an unreadable one), and its reader. */
export interface UrlParam<T> {
  readonly default: T
  /** The router's parsed value to a T, or undefined when it cannot be used. */
  readonly read: (raw: unknown) => T | undefined
  /** Whether two values are the same (a value equal to the default is left out of the URL); `Object.is` when absent. */
  equals?(a: T, b: T): boolean
}

/**
 * The params one screen keeps in the URL, by name. (`equals` is a method so that a `UrlParam<number>`
 * still counts as a `UrlParam<unknown>` here.)
 */
export type UrlFields = Readonly<Record<string, UrlParam<unknown>>>

/** The value a field holds in the state: the default's type (optional fields include undefined). */
export type UrlValue<P> = P extends UrlParam<infer T> ? T : never

/** The whole state a set of fields describes, every default filled in. */
export type UrlState<F extends UrlFields> = { -readonly [K in keyof F]: UrlValue<F[K]> }

/** The same params as the route's search type: every one optional, as a URL may leave any of them out. */
export type UrlSearch<F extends UrlFields> = { [K in keyof F]?: Exclude<UrlValue<F[K]>, undefined> }

// ---------------------------------------------------------------------------------------------------- readers

/** Text from the router's value: a number typed into the address bar (`q=2.4`) is still text. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw
  return typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : undefined
}

/** A whole number from a number or its digits (`3` and `"3"`); undefined for anything else. */
function asInt(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined
}

// ---------------------------------------------------------------------------------------------------- fields

/**
 * Free text, such as a search box's. `''` when absent, so the page never checks for undefined. Cut at `maxLength`
 * (a pasted essay does not travel in every link), like an input's own limit. Not trimmed: a field written on
 * every key would lose the space being typed; trim where the text becomes a query.
 */
export function textParam(options: { maxLength?: number } = {}): UrlParam<string> {
  const maxLength = options.maxLength ?? 200
  return { default: '', read: (raw) => asText(raw)?.slice(0, maxLength) }
}

interface IntOptions {
  min?: number
  max?: number
}

/** A whole number within bounds, with a default (a page number). */
export function intParam(options: IntOptions & { default: number }): UrlParam<number>
/** A whole number within bounds, or undefined when the URL has none (an open item's id). */
export function intParam(options?: IntOptions): UrlParam<number | undefined>
export function intParam(options: IntOptions & { default?: number } = {}): UrlParam<number | undefined> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options
  return {
    default: options.default,
    read: (raw) => {
      const value = asInt(raw)
      return value !== undefined && value >= min && value <= max ? value : undefined
    },
  }
}

/** One of a few words, or undefined when the URL names none (an optional sort or filter). */
export function enumParam<const V extends string>(values: readonly V[]): UrlParam<V | undefined>
/** One of a few words, with a default. */
export function enumParam<const V extends string>(values: readonly V[], fallback: V): UrlParam<V>
export function enumParam<const V extends string>(
  values: readonly V[],
  fallback?: V,
): UrlParam<V | undefined> {
  return {
    default: fallback,
    read: (raw) => values.find((value) => value === raw),
  }
}

/** One of a few values, words or numbers (`oneOf([10, 25, 50] as const, 10)` for a page size). */
export function oneOf<const V extends string | number>(values: readonly V[], fallback: V): UrlParam<V> {
  return {
    default: fallback,
    // `perPage=25` arrives as 25, `perPage="25"` as text: compare both as text
    read: (raw) => {
      const text = asText(raw)
      return text === undefined ? undefined : values.find((value) => String(value) === text)
    },
  }
}

/**
 * A list, each item read by `item` (unreadable ones are dropped, duplicates kept once); `[]` when absent. Reads
 * repeated keys (`calendars=A&calendars=B`), a JSON list, and a single value; the router writes it as a JSON list.
 */
export function listParam<T>(item: UrlParam<T>): UrlParam<readonly T[]> {
  return {
    default: [],
    read: (raw) => {
      const items = Array.isArray(raw) ? raw : [raw]
      const values: T[] = []
      for (const entry of items) {
        const value = item.read(entry)
        if (value !== undefined && !values.includes(value)) values.push(value)
      }
      return values
    },
    equals: (a, b) => a.length === b.length && a.every((value, index) => Object.is(value, b[index])),
  }
}

// ---------------------------------------------------------------------------------------------------- state

/** The state the URL's params describe: each field read, or its default. */
export function readUrlState<F extends UrlFields>(
  fields: F,
  search: Readonly<Record<string, unknown>>,
): UrlState<F> {
  const state: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    const raw = search[name]
    const value = raw === undefined ? undefined : field.read(raw)
    state[name] = value === undefined ? field.default : value
  }
  return state as UrlState<F>
}

/**
 * The URL's search after a change: the fields' values (the change over what the URL reads now) written back, those
 * equal to their default (or unreadable before) left out, and params the fields do not name kept as they were.
 */
export function writeUrlSearch<F extends UrlFields>(
  fields: F,
  search: Readonly<Record<string, unknown>>,
  change: Partial<UrlState<F>>,
): Record<string, unknown> {
  const state: Record<string, unknown> = { ...readUrlState(fields, search), ...change }
  const next: Record<string, unknown> = { ...search }
  for (const [name, field] of Object.entries(fields)) {
    const value = state[name]
    const isDefault =
      value === undefined ||
      (field.default !== undefined &&
        (field.equals ? field.equals(value, field.default) : Object.is(value, field.default)))
    if (isDefault) delete next[name]
    else next[name] = value
  }
  return next
}

/** The search params for a link to a screen in a given state: values equal to their default left out. */
export function toUrlSearch<F extends UrlFields>(fields: F, values: Partial<UrlState<F>>): UrlSearch<F> {
  return writeUrlSearch(fields, {}, values) as UrlSearch<F>
}
