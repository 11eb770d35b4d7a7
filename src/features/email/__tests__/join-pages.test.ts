import type { EmailsReply } from '@contract/email'
import { joinPages } from '../api/get-emails'
import { mail } from './fixtures'

const META = { inbox: 3, draft: 0, spam: 1, scheduled: 0 }

/** A page of the list holding the mails with these ids. */
const page = (ids: number[], total = 10): EmailsReply => ({
  emails: ids.map((id) => mail(id)),
  total,
  emailsMeta: META,
})
const ids = (pages: EmailsReply[]) =>
  joinPages({ pages, pageParams: pages.map((_, at) => at + 1) }).emails.map((m) => m.id)

describe('joinPages', () => {
  it('joins the pages in order and keeps a mail that moved to the next page once', () => {
    expect(ids([page([9, 8, 7]), page([7, 6, 5])])).toEqual([9, 8, 7, 6, 5])
  })

  it('gives the same list when a page extends the join before it as when every page is joined afresh', () => {
    const first = page([10, 9, 8])
    const second = page([8, 7, 6])
    const third = page([6, 5, 4])
    expect(ids([first])).toEqual([10, 9, 8])
    expect(ids([first, second])).toEqual([10, 9, 8, 7, 6])
    expect(ids([first, second, third])).toEqual([10, 9, 8, 7, 6, 5, 4])
    // the earlier joins are left as they were: their arrays are what the list drew before
    const two = joinPages({ pages: [first, second], pageParams: [1, 2] })
    const three = joinPages({ pages: [first, second, third], pageParams: [1, 2, 3] })
    expect(two.emails.map((m) => m.id)).toEqual([10, 9, 8, 7, 6])
    expect(three.emails).not.toBe(two.emails)
  })

  it('does not let a second page after the same pages inherit the ids of the first one', () => {
    const first = page([10, 9])
    const second = page([8, 7])
    expect(ids([first, second])).toEqual([10, 9, 8, 7])
    // a refetch brings another third page after the same two: 6 is new, and 8 (already on page two) is not repeated
    expect(ids([first, second, page([6, 5])])).toEqual([10, 9, 8, 7, 6, 5])
    expect(ids([first, second, page([8, 6])])).toEqual([10, 9, 8, 7, 6])
  })

  it('takes the total and the unread counts from the newest page', () => {
    const newest = { ...page([4], 12), emailsMeta: { inbox: 5, draft: 1, spam: 0, scheduled: 2 } }
    const joined = joinPages({ pages: [page([6, 5]), newest], pageParams: [1, 2] })
    expect(joined.total).toBe(12)
    expect(joined.emailsMeta).toEqual({ inbox: 5, draft: 1, spam: 0, scheduled: 2 })
  })
})
