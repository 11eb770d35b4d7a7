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

/**
 * The loaded pages as one list. A mail that moved to a later page between two loads (a new mail pushed it down)
 * is kept once. The counts come from the newest page. A module constant, so the list is rebuilt only when a page
 * arrives.
 */
function joinPages({ pages }: InfiniteData<EmailsReply, number>): MailList {
  const seen = new Set<number>()
  const emails: Email[] = []
  for (const page of pages) {
    for (const mail of page.emails) {
      if (seen.has(mail.id)) continue
      seen.add(mail.id)
      emails.push(mail)
    }
  }
  const last = pages[pages.length - 1]
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
