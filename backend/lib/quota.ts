import { ApiError } from './errors'

/**
 * How much one account may keep of a collection on the shared server (docs/api.md, "Limits"): rows and bytes (the
 * records' JSON). Over either, an add is refused with 413 and a message the screens show as it is. Personal
 * collections (tasks, mails, events, chat messages) count one account's copy; shared ones (invoices, clients,
 * users, blog comments) count the collection, which no single account owns but any writer could fill.
 */
export interface Quota {
  rows: number
  bytes: number
}

const MB = 1024 * 1024

export const QUOTAS = {
  tasks: { rows: 10_000, bytes: 10 * MB },
  emails: { rows: 10_000, bytes: 20 * MB },
  calendarEvents: { rows: 10_000, bytes: 10 * MB },
  chatMessages: { rows: 20_000, bytes: 30 * MB },
  invoices: { rows: 10_000, bytes: 20 * MB },
  clients: { rows: 5_000, bytes: 5 * MB },
  users: { rows: 10_000, bytes: 10 * MB },
  blogComments: { rows: 10_000, bytes: 10 * MB },
} satisfies Record<string, Quota>

export type QuotaName = keyof typeof QUOTAS
export type Quotas = Partial<Record<QuotaName, Quota>>

/** The words a refusal names a collection by. */
const WORDS: Record<QuotaName, string> = {
  tasks: 'tasks',
  emails: 'mails',
  calendarEvents: 'events',
  chatMessages: 'chat messages',
  invoices: 'invoices',
  clients: 'clients',
  users: 'users',
  blogComments: 'comments',
}

const formatted = (n: number) => n.toLocaleString('en')

export const quotaRowsMessage = (name: QuotaName, rows: number) =>
  `You have reached the limit of ${formatted(rows)} ${WORDS[name]}. Delete some to add more.`
export const quotaBytesMessage = (name: QuotaName, bytes: number) =>
  `Your ${WORDS[name]} have reached the limit of ${formatted(Math.round(bytes / MB))} MB. Delete some to add more.`

// Stored records are frozen and replaced, never changed (docs/backend.md, "Cache"): a record's size is worked out
// once per record, so a check over 10,000 records sums numbers instead of writing JSON.
const sizes = new WeakMap<object, number>()
const encoder = new TextEncoder()
export const sizeOf = (record: object): number => {
  let size = sizes.get(record)
  if (size === undefined) {
    size = encoder.encode(JSON.stringify(record)).length
    if (Object.isFrozen(record)) sizes.set(record, size)
  }
  return size
}

/**
 * What is stored, for a check: a list (a store draft), or a list's records in `Store.updateRecords`, which makes
 * the whole list only when a quota asks for its bytes.
 */
type Stored = readonly object[] | { readonly size: number; all(): readonly object[] }
const countOf = (records: Stored) => ('all' in records ? records.size : records.length)
const listOf = (records: Stored) => ('all' in records ? records.all() : records)

/**
 * Throws 413 when `records` (what is stored, before the add) plus `adding` would pass the quota. `count` is how many
 * rows the collection holds (a chat counts its messages, not its conversations); `added` what the add stores, in
 * rows and bytes. Call it inside the store update, so the check and the write are one operation.
 */
export function assertRoom(
  quotas: Quotas | undefined,
  name: QuotaName,
  records: Stored,
  added: { rows: number; bytes: number },
  count: number = countOf(records),
): void {
  const quota = quotas?.[name]
  if (!quota) return
  if (count + added.rows > quota.rows) throw new ApiError(413, { error: quotaRowsMessage(name, quota.rows) })
  let bytes = added.bytes
  // `every`, not a loop: on a store draft it reads the plain records (docs/backend.md, "Cache")
  listOf(records).every((record) => ((bytes += sizeOf(record)), bytes <= quota.bytes))
  if (bytes > quota.bytes) throw new ApiError(413, { error: quotaBytesMessage(name, quota.bytes) })
}

/** `assertRoom` for one new record. */
export const assertRoomFor = (quotas: Quotas | undefined, name: QuotaName, records: Stored, record: object) =>
  assertRoom(quotas, name, records, { rows: 1, bytes: sizeOf(record) })
