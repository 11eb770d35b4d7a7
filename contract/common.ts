import { z } from 'zod'
import { isCalendarDay } from './dates'

/** Every error reply: a message, or one message per field (null marks a field that is fine). */
export const errorEnvelopeSchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string().nullable())]),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export const MAX_PER_PAGE = 100

/** Query strings carry numbers as text; anything but a positive integer is a 400. */
export const positiveIntParam = z
  .string()
  .max(16, 'Must be a positive integer')
  .regex(/^[1-9]\d*$/, 'Must be a positive integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Must be a positive integer')

/** A whole list's first row to answer (docs/api.md, "Limits"): 0 or more, as text; anything else is a 400. */
export const offsetParam = z
  .string()
  .max(16, 'Must be 0 or a positive integer')
  .regex(/^(0|[1-9]\d*)$/, 'Must be 0 or a positive integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Must be 0 or a positive integer')

export { TOTAL_COUNT_HEADER, WHOLE_LIST_MAX } from './lists.values'
export const wholeListQuerySchema = z.object({ offset: offsetParam.optional() })

export const paginationQuerySchema = z.object({
  page: positiveIntParam.optional(),
  perPage: positiveIntParam.optional(),
})
export type PaginationQuery = z.infer<typeof paginationQuerySchema>

/** A yes-or-no query parameter: `true` or `false`, anything else is a 400. */
export const booleanParam = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true')

/**
 * The spec's list calls that answer `allData` (every record) beside the page take `allData=false` to leave it out
 * (beyond the spec, docs/api.md): a client that draws only the page should not receive every row with it.
 */
export const allDataQuerySchema = z.object({ allData: booleanParam.optional() })

/**
 * Every string the API accepts has a maximum length (docs/api.md, "Limits"). Use these for new fields; a field
 * with its own, tighter limit (a task title) keeps it.
 */
export const NAME_MAX = 200
export const TEXT_MAX = 20_000
export const SEARCH_MAX = 200
/** Web addresses and image paths. */
export const URL_MAX = 2048
/** Tokens and other opaque keys a client hands back. */
export const TOKEN_MAX = 4096
/** Items in a repeated query parameter. */
export const LIST_PARAM_MAX = 100

/** The message of every text limit; `limitOf` reads the limit back, so a client can say it in its own language. */
export const tooLongMessage = (max: number) => `At most ${max} characters`
export const limitOf = (message: string): number | undefined => {
  const max = /^At most (\d+) characters$/.exec(message)?.[1]
  return max === undefined ? undefined : Number(max)
}

/** A name, title, username, e-mail, URL or any other one-line field: at most NAME_MAX characters. */
export const shortText = (max = NAME_MAX) => z.string().max(max, tooLongMessage(max))
/** A body, description, note or message: at most TEXT_MAX characters. */
export const longText = (max = TEXT_MAX) => z.string().max(max, tooLongMessage(max))

/** A search box's text in a query string. */
export const searchTextParam = shortText(SEARCH_MAX).optional()

/**
 * A list parameter (docs/api.md, "Transport"): the key repeats once per item (`calendars=A&calendars=B`), a key
 * given once with an empty value (`calendars=`) is the empty list, and an absent key is `undefined` ("no filter";
 * add `.optional()`). The server's `validQuery` hands a repeated key over as an array and a single one as a
 * string, so every list parameter goes through here. A bad item is reported on the parameter itself.
 */
export const listParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z.preprocess(
    (value) => (value === '' ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(shortText())
      .max(LIST_PARAM_MAX, `At most ${LIST_PARAM_MAX} values`)
      .transform((values, ctx) => {
        const items: z.output<T>[] = []
        for (const value of values) {
          const result = item.safeParse(value)
          if (!result.success) {
            ctx.addIssue({ code: 'custom', message: result.error.issues[0].message, input: value })
            return z.NEVER
          }
          items.push(result.data)
        }
        return items
      }),
  )

/** A calendar day, `YYYY-MM-DD`, that exists: due dates, invoice dates, birth dates. */
export const isoDateSchema = z
  .string('Must be a date as YYYY-MM-DD')
  .max(10, 'Must be a date as YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Must be a real date')
