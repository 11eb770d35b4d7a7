// @vitest-environment node
import { EMAIL_FOLDERS, EMAIL_LABELS, emailSchema } from '../../contract/email'
import { seedAccounts } from './accounts'
import { seedEmails } from './emails'

const now = new Date('2026-05-20T10:00:00Z')
const mails = seedEmails(now, seedAccounts()[0])

describe('the email seed', () => {
  it('has 24+ valid mails with unique ids, dated before now and some within the hour', () => {
    expect(mails.length).toBeGreaterThanOrEqual(24)
    expect(mails.filter((m) => !emailSchema.safeParse(m).success)).toEqual([])
    expect(new Set(mails.map((m) => m.id)).size).toBe(mails.length)
    expect(mails.every((m) => Date.parse(m.time) <= now.getTime())).toBe(true)
    expect(mails.filter((m) => now.getTime() - Date.parse(m.time) < 3_600_000).length).toBeGreaterThan(2)
  })

  it('covers every folder and label, with unread mail in inbox, draft and spam', () => {
    // a scheduled mail's time is relative to now, so the seed starts with none (the cases schedule one)
    for (const folder of EMAIL_FOLDERS.filter((f) => f !== 'scheduled'))
      expect(mails.some((m) => m.folder === folder && !m.isDeleted)).toBe(true)
    for (const label of EMAIL_LABELS) expect(mails.some((m) => m.labels.includes(label))).toBe(true)
    for (const folder of ['inbox', 'draft', 'spam'])
      expect(mails.some((m) => m.folder === folder && !m.isRead)).toBe(true)
    expect(mails.some((m) => m.isStarred)).toBe(true)
    expect(mails.some((m) => m.isDeleted)).toBe(true)
    expect(mails.some((m) => m.replies.length > 1)).toBe(true)
    expect(mails.some((m) => m.attachments.length > 1)).toBe(true)
  })

  it('carries one hostile message for the page to sanitise', () => {
    const hostile = mails.filter((m) => m.message.includes('<script>') && m.message.includes('onerror='))
    expect(hostile).toHaveLength(1)
  })
})
