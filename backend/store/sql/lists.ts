import { EMAIL_LABELS, EMAIL_META_FOLDERS, listViewOf } from '../../../contract/email.values'
import type { Email, EmailsMeta } from '../../../contract/email'
import type { Invoice, InvoiceSortColumn } from '../../../contract/invoice'
import type { User, UserSortColumn } from '../../../contract/users'
import type { SortDirection } from '../../lib/list'
import type { ListPage, ListQueries, ListSource, Window } from '../lists'
import type { SqlQuery } from './client'

/** A sort's column (migration 007) and its bit in the `…_unkeyed` column when its key may be null. */
interface SortColumn {
  column: string
  unkeyed?: number
}

const USER_SORTS: Record<UserSortColumn, SortColumn> = {
  id: { column: 'record_id' },
  fullName: { column: 'user_sort_name', unkeyed: 1 },
  username: { column: 'user_sort_username', unkeyed: 2 },
  email: { column: 'user_sort_email', unkeyed: 4 },
  company: { column: 'user_sort_company', unkeyed: 8 },
  country: { column: 'user_sort_country', unkeyed: 16 },
  role: { column: 'user_role' },
  currentPlan: { column: 'user_plan' },
  status: { column: 'user_status' },
}

const INVOICE_SORTS: Record<InvoiceSortColumn, SortColumn> = {
  id: { column: 'record_id' },
  client: { column: 'invoice_sort_client', unkeyed: 1 },
  issuedDate: { column: 'invoice_issued', unkeyed: 2 },
  dueDate: { column: 'invoice_due', unkeyed: 4 },
  total: { column: 'invoice_total' },
  balance: { column: 'invoice_balance' },
  invoiceStatus: { column: 'invoice_status' },
}

/** The rows of one list in `records` (migrations 005 and 007). */
interface ListRows {
  /** A column set on every row the list shows: the condition of the list's partial indexes. */
  rows: string
  /** Whether those rows are every record of the collection, so an unfiltered total is the collection's size. */
  whole: boolean
  /** The column of bits telling which text sorts have no key (`SortColumn.unkeyed`), when the list has one. */
  unkeyed?: string
}

// every user row has a role and every invoice row a status (`user_shape`, `invoice_shape`, migration 002)
const USER_ROWS: ListRows = { rows: 'user_role', whole: true, unkeyed: 'user_unkeyed' }
const INVOICE_ROWS: ListRows = { rows: 'invoice_status', whole: true, unkeyed: 'invoice_unkeyed' }
// as backend/routes/email.ts `inList`: a deleted mail (mail_folder null) is in no list, though still a record
const MAIL_ROWS: ListRows = { rows: 'mail_folder', whole: false }

/** As `searchItems`: the text trimmed and in lower case; undefined when nothing is left to look for. */
const needleOf = (text: string | undefined) => text?.trim().toLowerCase() || undefined

/** A filtered list of one collection's rows, being built: its conditions and their parameters. */
class Filter {
  readonly list: ListRows
  readonly params: unknown[]
  readonly where: string[]
  /** Whether a condition past the list's own narrows the rows. */
  #narrowed = false
  constructor(key: string, list: ListRows) {
    this.list = list
    this.params = [key]
    this.where = ['collection = $1', `${list.rows} is not null`]
  }
  param(value: unknown) {
    return `$${this.params.push(value)}`
  }
  /** A condition; its values are parameters taken with `param`. */
  add(condition: string) {
    this.where.push(condition)
    this.#narrowed = true
  }
  /** `column = value`, when there is a value. */
  equals(column: string, value: unknown) {
    if (value !== undefined) this.add(`${column} = ${this.param(value)}`)
  }
  /**
   * As `searchItems`: the trimmed text, without regard to case, anywhere in one of the lower-case columns, each
   * with a trigram index (migrations 008 and 010) that `searched` lets answer.
   */
  search(text: string | undefined, columns: string[]) {
    const needle = needleOf(text)
    if (!needle) return
    const param = (value: unknown) => this.param(value)
    this.add(`(${columns.map((column) => searched(column, needle, param)).join(' or ')})`)
  }
  /**
   * The number of rows it keeps: with no condition of its own over a list of every record, the collection's
   * size (`ListSource.size`, no row read); else a count over the list's index.
   */
  async total(q: () => SqlQuery, source: ListSource): Promise<number> {
    const size = !this.#narrowed && this.list.whole ? await source.size() : undefined
    if (size !== undefined) return size
    const [{ total }] = await q().query<{ total: string | number }>(
      `select count(*) as total from records where ${this.where.join(' and ')}`,
      this.params,
    )
    return Number(total)
  }
}

/**
 * One page of `filter`'s rows in the order of `sort` (with the record id as the tie-break, `ties` its direction),
 * and their total; undefined when a matching row's text has no sort key (the list's `unkeyed` column).
 */
async function page<T>(
  q: () => SqlQuery,
  source: ListSource,
  filter: Filter,
  sort: { by: SortColumn; direction: SortDirection } | undefined,
  ties: SortDirection,
  { offset, limit }: Window,
  /** The total when the caller knows it without a count (the mail list's `mail_counts`). */
  known?: number,
): Promise<ListPage<T> | undefined> {
  const { where, params, list } = filter
  const conditions = where.join(' and ')
  if (sort?.by.unkeyed && list.unkeyed) {
    // the small partial index of rows with an unkeyed text; its condition is named so the planner takes it
    const [{ unkeyed }] = await q().query<{ unkeyed: boolean }>(
      `select exists (select 1 from records where ${conditions}
         and ${list.unkeyed} <> 0 and ${list.unkeyed} & ${sort.by.unkeyed} <> 0) as unkeyed`,
      params,
    )
    if (unkeyed) return undefined
  }
  const order =
    !sort || sort.by.column === 'record_id'
      ? `record_id ${sort?.direction ?? ties}`
      : `${sort.by.column} ${sort.direction}, record_id ${ties}`
  // no row here has a null key (asked above), so the sort column needs no condition of its own
  const rows = await q().query<{ value: T }>(
    `select value from records where ${conditions} order by ${order}
     offset $${params.length + 1} limit $${params.length + 2}`,
    [...params, offset, limit],
  )
  return { items: rows.map((row) => row.value), total: known ?? (await filter.total(q, source)) }
}

/** The mail list's order: newest first, then the highest id (the `records_mail_list` index's order). */
const BY_TIME = { by: { column: 'mail_time' }, direction: 'desc' } as const

/**
 * The list calls in SQL over `records` (docs/backend.md, "List calls"), on the columns and indexes of migrations
 * 005, 008 and 011 (mail), 007 and 010 (users, invoices). `q` is the connection to run them on: the store operation's
 * transaction under the store's lock, or the client itself when the store's cache is current (`Store.list`).
 */
export function sqlListQueries(q: () => SqlQuery): ListQueries {
  return {
    async emails(source, { folder, label, q: text, ...window }) {
      const { key } = source
      const filter = new Filter(key, MAIL_ROWS)
      const view = listViewOf({ folder, label })
      if (view === undefined) filter.add(`mail_folder <> 'trash'`)
      else if (view === 'starred') {
        filter.add(`mail_folder <> 'trash'`)
        filter.add(`value -> 'isStarred' = 'true'::jsonb`)
      } else filter.equals('mail_folder', view)
      // the label's bit in `mail_labels` (migration 005)
      const bit = label ? 1 << EMAIL_LABELS.indexOf(label) : 0
      if (label) filter.add(`mail_labels & ${filter.param(bit)} <> 0`)
      filter.search(text, ['mail_subject'])
      // The account's mails by folder, from the few rows of `mail_counts` (migration 011), not a count of the mails:
      // every folder's unread count, and the list's total unless it is starred or searched.
      const counted = await q().query<{ folder: string; mails: string; unread: string; labelled: string }>(
        `select mail_folder as folder, sum(mails) as mails, sum(mails) filter (where mail_unread) as unread,
           sum(mails) filter (where mail_labels & $2 <> 0) as labelled
         from mail_counts where collection = $1 group by mail_folder`,
        [key, bit],
      )
      const folders = new Map(counted.map((row) => [row.folder, row]))
      const countOf = (row: (typeof counted)[number] | undefined, column: 'mails' | 'unread' | 'labelled') =>
        Number(row?.[column] ?? 0)
      const shown = counted.filter((row) =>
        view === undefined ? row.folder !== 'trash' : row.folder === view,
      )
      const known =
        view === 'starred' || needleOf(text)
          ? undefined
          : shown.reduce((sum, row) => sum + countOf(row, label ? 'labelled' : 'mails'), 0)
      // never undefined: the time is no text sort with a key of its own
      const { items, total } = (await page<Email>(q, source, filter, BY_TIME, 'desc', window, known))!
      const emailsMeta: EmailsMeta = {
        ...(Object.fromEntries(
          EMAIL_META_FOLDERS.map((name) => [name, countOf(folders.get(name), 'unread')]),
        ) as Omit<EmailsMeta, 'scheduled'>),
        // as `metaOf`: the Scheduled folder counts every mail waiting in it, read or not
        scheduled: countOf(folders.get('scheduled'), 'mails'),
      }
      return { emails: items, total, emailsMeta }
    },

    users(source, { q: text, role, currentPlan, status, sortColumn, sort = 'asc', ...window }) {
      const filter = new Filter(source.key, USER_ROWS)
      filter.equals('user_role', role)
      filter.equals('user_plan', currentPlan)
      filter.equals('user_status', status)
      filter.search(text, ['user_name_lower', 'user_username_lower'])
      // as the route: the sort is stable over the users by id, so ties stay by id, lowest first
      const by = sortColumn && { by: USER_SORTS[sortColumn], direction: sort }
      return page<User>(q, source, filter, by, 'asc', window)
    },

    invoices(source, { q: text, status, sortColumn, sort = 'asc', ...window }) {
      const filter = new Filter(source.key, INVOICE_ROWS)
      filter.equals('invoice_status', status)
      filter.search(text, ['invoice_client_lower', 'invoice_email_lower'])
      // as the route: the sort is stable over the invoices newest first, so ties stay by id, highest first
      const by = sortColumn && { by: INVOICE_SORTS[sortColumn], direction: sort }
      return page<Invoice>(q, source, filter, by, 'desc', window)
    },
  }
}

/**
 * The search's condition on one lower-case column. A text with three letters or digits in a row is written as
 * `like` (`%`, `_` and `\` escaped to stand for themselves; `\` is `like`'s default escape), which the column's
 * trigram index (migrations 008 and 010) answers from the text's three-letter pieces. A shorter text has none:
 * the index would hand back every row to be checked, slower than walking the list's index (docs/benchmarks.md),
 * and the planner, which cannot tell, may pick it. So it stays `strpos`, which no index serves and the list
 * index's walk answers.
 */
export function searched(column: string, needle: string, param: (value: unknown) => string): string {
  if (!/[\p{L}\p{N}]{3}/u.test(needle)) return `strpos(${column}, ${param(needle)}) > 0`
  return `${column} like ${param(`%${needle.replace(/[\\%_]/g, '\\$&')}%`)}`
}
