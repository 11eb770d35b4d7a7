import { z } from 'zod'

/** Every error reply: a message, or one message per field (null marks a field that is fine). */
export const errorEnvelopeSchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string().nullable())]),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export const MAX_PER_PAGE = 100

/** Query strings carry numbers as text; anything but a positive integer is a 400. */
export const positiveIntParam = z
  .string()
  .regex(/^[1-9]\d*$/, 'Must be a positive integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Must be a positive integer')

export const paginationQuerySchema = z.object({
  page: positiveIntParam.optional(),
  perPage: positiveIntParam.optional(),
})
export type PaginationQuery = z.infer<typeof paginationQuerySchema>

export const searchTextParam = z.string().optional()
