import type { EmailListQuery, EmailsReply } from '../../contract/email'
import type { Invoice, InvoiceSortColumn } from '../../contract/invoice'
import type { User, UserPlan, UserRole, UserSortColumn, UserStatus } from '../../contract/users'
import type { SortDirection } from '../lib/list'

/** Which rows of a list, past the filter and the sort. */
export interface Window {
  offset: number
  limit: number
}

/** What the user list filters and sorts on (backend/routes/users.ts), past the contract's checks. */
export interface UserListQuery {
  q?: string
  role?: UserRole
  currentPlan?: UserPlan
  status?: UserStatus
  sortColumn?: UserSortColumn
  sort?: SortDirection
}

/** What the invoice list filters and sorts on (backend/routes/invoice.ts); `status` as the contract spells it. */
export interface InvoiceListQuery {
  q?: string
  status?: Invoice['invoiceStatus']
  sortColumn?: InvoiceSortColumn
  sort?: SortDirection
}

/**
 * The collection a list call reads: its storage key, and the number of its records, known without counting rows
 * (`Store.list`: the cached list's length, else the stored list index's). A call with no filter and no search
 * takes its total from `size`; a filtered one counts its rows.
 */
export interface ListSource {
  key: string
  /** The number of records; undefined when what is stored is not a list index, and only a count can tell. */
  size(): Promise<number | undefined>
}

/** One page of a list and the number of rows that match. */
export interface ListPage<T> {
  items: T[]
  total: number
}

/**
 * List calls a storage can answer itself (the database, in SQL, with indexes: docs/backend.md, "List calls"),
 * by the collection they read (its storage key and size: `ListSource`). Each answers exactly what the route's own path over the
 * collection answers (the shared case tests run both), so a storage without them loses nothing but speed.
 */
export interface ListQueries {
  /** The mail list: the page of `query`'s list, its total, and the unread counts of the meta folders. */
  emails(source: ListSource, query: EmailListQuery & Window): Promise<EmailsReply>
  /**
   * The user list's page, or undefined when it is sorted on a text the database cannot order as the route does
   * (a character outside the sort key's alphabet, docs/backend.md, "List calls"): then the route's own path
   * answers.
   */
  users(source: ListSource, query: UserListQuery & Window): Promise<ListPage<User> | undefined>
  /** The invoice list's page, or undefined as for `users`. */
  invoices(source: ListSource, query: InvoiceListQuery & Window): Promise<ListPage<Invoice> | undefined>
}
