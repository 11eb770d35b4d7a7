import type { EmailListQuery, EmailsReply } from '../../contract/email'

/** Which rows of a list, past the filter and the sort. */
export interface Window {
  offset: number
  limit: number
}

/**
 * List calls a storage can answer itself (the database, in SQL, with indexes: docs/backend.md, "List calls"),
 * by the storage key of the collection they read. Each answers exactly what the route's own path over the
 * collection answers (the shared case tests run both), so a storage without them loses nothing but speed.
 */
export interface ListQueries {
  /** The mail list: the page of `query`'s list, its total, and the unread counts of the meta folders. */
  emails(key: string, query: EmailListQuery & Window): Promise<EmailsReply>
}
