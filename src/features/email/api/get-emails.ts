import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query'
import { EMAIL_DEFAULT_PER_PAGE, type Email, type EmailsMeta, type EmailsReply } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import type { EmailListParams } from '../search'
import { emailKeys } from './keys'

/** The list loads a page at a time: a folder of 10,000 mails starts with 50 of them, not 3.7 MB. */
export const MAILS_PER_PAGE = EMAIL_DEFAULT_PER_PAGE

/** One page of the mails of a folder, label or search, newest first, with the list's size and the unread counts. */
export const getEmails = (params: EmailListParams, page: number, signal?: AbortSignal) =>
  apiFetch(emailCalls.emails, { query: { ...params, page, perPage: MAILS_PER_PAGE }, signal })

export interface MailList {
  /** The pages loaded so far, in order. */
  emails: Email[]
  /** How many mails the whole list holds. */
  total: number
  emailsMeta: EmailsMeta
}

/** A join of the first pages of a list, kept so the next page extends it (see joinPages). */
interface Join {
  pages: EmailsReply[]
  emails: Email[]
  /** The ids in `emails`; handed on to the join that extends this one, and then null here. */
  seen: Set<number> | null
}

// keyed by a join's last page: the page objects stay the same while the list is loaded page after page
const joins = new WeakMap<EmailsReply, Join>()

/**
 * The loaded pages as one list. A mail that moved to a later page between two loads (a new mail pushed it down)
 * is kept once. The counts come from the newest page. A page arriving extends the join of the pages before it,
 * so a long list's 200th page costs its own 50 mails, not another walk through the 9,950 before it (that walk,
 * and its garbage, used to land in the frames of a fast scroll). A module constant, so the list is rebuilt only
 * when a page arrives.
 */
export function joinPages({ pages }: InfiniteData<EmailsReply, number>): MailList {
  const before = pages.length > 1 ? joins.get(pages[pages.length - 2]) : undefined
  const continued =
    before !== undefined &&
    before.pages.length === pages.length - 1 &&
    before.pages.every((page, at) => page === pages[at])
  // a join hands its set of ids on once: another page after the same pages (a refetch) starts afresh
  const inherited = continued ? before.seen : null
  if (continued) before.seen = null
  const emails = inherited && before ? before.emails.slice() : []
  const seen = inherited ?? new Set<number>()
  const from = inherited ? pages.length - 1 : 0
  for (const page of pages.slice(from)) {
    for (const mail of page.emails) {
      if (seen.has(mail.id)) continue
      seen.add(mail.id)
      emails.push(mail)
    }
  }
  const last = pages[pages.length - 1]
  joins.set(last, { pages, emails, seen })
  return { emails, total: last.total, emailsMeta: last.emailsMeta }
}

export const emailsQueryOptions = (params: EmailListParams) =>
  infiniteQueryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal, pageParam }) => getEmails(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page * MAILS_PER_PAGE < last.total ? page + 1 : undefined),
    // the sidebar's badges stay while another folder loads
    placeholderData: keepPreviousData,
  })

/** The mails loaded so far (`data`), and `fetchNextPage` for the rest. */
export const useEmails = (params: EmailListParams) =>
  useInfiniteQuery({ ...emailsQueryOptions(params), select: joinPages })

/** A mail of the loaded list, if it is there. */
export const findListedMail = (data: InfiniteData<EmailsReply, number> | undefined, id: number | undefined) =>
  data?.pages.flatMap((page) => page.emails).find((mail) => mail.id === id)
