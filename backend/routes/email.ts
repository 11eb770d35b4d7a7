import type { Context } from 'hono'
import {
  EMAIL_DEFAULT_PER_PAGE,
  EMAIL_META_FOLDERS,
  emailApi,
  listViewOf,
  NOT_A_DRAFT_MESSAGE,
  NOT_SCHEDULED_MESSAGE,
  scheduleProblem,
  type Email,
  type EmailContactsReply,
  type EmailListQuery,
  type EmailsMeta,
  type EmailsReply,
  type OpenedEmail,
  type ParsedEmailDraft,
} from '../../contract/email'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { ApiError, notFound } from '../lib/errors'
import { pageWindow, searchItems, sortedOnce, WHOLE_LIST_MAX } from '../lib/list'
import { assertRoom, assertRoomFor, sizeOf } from '../lib/quota'
import { routeGroup } from '../lib/route'
import type { Records } from '../store'

const read = [requireAuth, requireAbility('read', 'Email')]
const write = [requireAuth, requireAbility('manage', 'Email')]

/** Is the mail in the list the query names? See EmailListQuery for what an absent folder means. */
function inList(mail: Email, { folder, label }: EmailListQuery): boolean {
  if (mail.isDeleted) return false
  if (label && !mail.labels.includes(label)) return false
  const view = listViewOf({ folder, label })
  if (view === undefined) return mail.folder !== 'trash'
  if (view === 'starred') return mail.isStarred && mail.folder !== 'trash'
  return mail.folder === view
}

/** Newest first; equal times by id, so the order (and prev/next) never depends on the stored order. */
const byTimeDesc = (a: Email, b: Email) => textOrder(b.time, a.time) || b.id - a.id
// what localeCompare without options does, without building a collator per call
const textOrder = new Intl.Collator().compare

function listOf(mails: readonly Email[], query: EmailListQuery): Email[] {
  const filtered = sortedOnce(mails, byTimeDesc).filter((mail) => inList(mail, query))
  return searchItems(filtered, query.q, ['subject'])
}

function metaOf(mails: readonly Email[]): EmailsMeta {
  const unread = (folder: (typeof EMAIL_META_FOLDERS)[number]) =>
    mails.filter((mail) => !mail.isDeleted && !mail.isRead && mail.folder === folder).length
  const scheduled = mails.filter((mail) => !mail.isDeleted && mail.folder === 'scheduled').length
  return {
    ...(Object.fromEntries(EMAIL_META_FOLDERS.map((folder) => [folder, unread(folder)])) as Omit<
      EmailsMeta,
      'scheduled'
    >),
    scheduled,
  }
}

const isDue = (mail: Email, now: number) =>
  mail.folder === 'scheduled' && !mail.isDeleted && Date.parse(mail.scheduledAt ?? '') <= now

/**
 * The mailbox as the reads see it: every scheduled mail whose time has come is sent first (to Sent, dated its
 * scheduled time), in the same transaction. Delivery happens on read rather than on a timer, so the service
 * worker (which sleeps) and the Node server behave alike (docs/api.md, "Scheduled mail").
 */
async function readMails(c: Context<AppEnv>): Promise<readonly Email[]> {
  const now = c.var.deps.now()
  const { store } = c.var.deps
  const mails = await store.read('emails')
  // Most reads find nothing due and stay reads: no draft of the whole list, no write (docs/backend.md, "Cache").
  if (!mails.some((mail) => isDue(mail, now))) return mails
  return store.update('emails', (drafts) => {
    // positions from the plain records (`concat`), so only the mails that change become drafts
    drafts.concat().forEach((mail, index) => {
      if (!isDue(mail, now)) return
      const draft = drafts[index]
      Object.assign(draft, { folder: 'sent', isRead: true, time: draft.scheduledAt })
      delete draft.scheduledAt
    })
    return drafts
  })
}

/** A deleted mail no longer exists for any call. */
function findMail<M extends Email>(mails: readonly M[], id: number): M {
  const mail = mails.find((m) => m.id === id && !m.isDeleted)
  if (!mail) throw notFound('Email')
  return mail
}

/** Without folder, label or q the list is the mail's own folder. */
const listQueryFor = (mail: Email, query: EmailListQuery): EmailListQuery =>
  query.folder || query.label || query.q?.trim() ? query : { folder: mail.folder }

function opened(mail: Email, list: readonly Email[]): OpenedEmail {
  const index = list.findIndex((m) => m.id === mail.id)
  return { ...mail, hasPreviousMail: index > 0, hasNextMail: index >= 0 && index < list.length - 1 }
}

/** `findMail` in a write: the mailbox's records by id (`Store.updateRecords`). */
function storedMail(mails: Records<Email>, id: number): Email {
  const mail = mails.get(id)
  if (!mail || mail.isDeleted) throw notFound('Email')
  return mail
}

/** Every named id must exist (and not be deleted) before anything changes. */
function pickMails(mails: Records<Email>, ids: number[]): Email[] {
  return [...new Set(ids)].map((id) => storedMail(mails, id))
}

/** Stores `mail` changed by `change` (a copy: stored mails are frozen) and returns it. */
function changeMail(mails: Records<Email>, mail: Email, change: (copy: Email) => void): Email {
  const copy = { ...mail }
  change(copy)
  mails.put(copy)
  return copy
}

/** The mail compose produces, from the caller, for the given folder. */
function composeMail(c: Context<AppEnv>, draft: ParsedEmailDraft, id: number, base?: Email): Email {
  const { fullName, email, avatar } = c.var.account
  return {
    id,
    from: { name: fullName, email, avatar },
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    message: draft.message,
    attachments: draft.attachments.map(({ fileName, size }) => ({ fileName, size, thumbnail: '', url: '' })),
    isStarred: base?.isStarred ?? false,
    labels: base?.labels ?? [],
    time: new Date(c.var.deps.now()).toISOString(),
    replies: base?.replies ?? [],
    folder: 'draft',
    // a draft waits for its author: it counts as unread in the draft folder until opened
    isRead: false,
    isDeleted: false,
  }
}

/** Where compose's mail goes: a draft, Sent now, or Scheduled until the given ISO time. */
type ComposedTo = 'draft' | 'sent' | { scheduledAt: string }

/** Stores compose's mail as a new row, or over the draft it continues; only drafts may be continued. The invoice
 * app sends its mails through here too (backend/routes/invoice.ts). */
export function storeComposed(c: Context<AppEnv>, draft: ParsedEmailDraft, folder: ComposedTo) {
  return c.var.deps.store.updateRecords('emails', async (mails, newId) => {
    const existing = draft.id === undefined ? undefined : storedMail(mails, draft.id)
    if (existing && existing.folder !== 'draft')
      throw new ApiError(400, { error: { 'email.id': NOT_A_DRAFT_MESSAGE } })
    const mail = composeMail(c, draft, existing?.id ?? (await newId('emails')), existing)
    if (folder === 'sent') Object.assign(mail, { folder: 'sent', isRead: true })
    else if (folder !== 'draft')
      Object.assign(mail, { folder: 'scheduled', isRead: true, scheduledAt: folder.scheduledAt })
    // a draft saved again replaces itself: only its growth counts
    if (existing) {
      const grown = { rows: 0, bytes: sizeOf(mail) - sizeOf(existing) }
      if (grown.bytes > 0) assertRoom(c.var.deps.quotas, 'emails', mails, grown)
      mails.put(mail)
    } else {
      assertRoomFor(c.var.deps.quotas, 'emails', mails, mail)
      mails.append(mail)
    }
    return { mail, created: !existing }
  })
}

export const emailRoutes = routeGroup()
  .route(emailApi.emails, read, async (c) => {
    const { page, perPage, ...list } = c.req.valid('query')
    // scheduled mails whose time has come move to Sent before the list is read
    await readMails(c)
    // no page asked for: the whole list, as the spec has it, up to WHOLE_LIST_MAX mails (total says how many)
    const window =
      page === undefined && perPage === undefined
        ? { offset: 0, limit: WHOLE_LIST_MAX }
        : pageWindow({ page, perPage }, EMAIL_DEFAULT_PER_PAGE)
    // on the database, SQL over the mail rows and their indexes; elsewhere the cached collection
    const reply: EmailsReply = await c.var.deps.store.list(
      'emails',
      (lists, source) => lists.emails(source, { ...list, ...window }),
      (mails) => {
        const all = listOf(mails, list)
        const emails = all.slice(window.offset, window.offset + window.limit)
        return { emails, total: all.length, emailsMeta: metaOf(mails) }
      },
    )
    return c.json(reply)
  })
  .route(emailApi.getEmail, read, async (c) => {
    const { id, ...query } = c.req.valid('query')
    const mails = await readMails(c)
    const mail = findMail(mails, id)
    return c.json(opened(mail, listOf(mails, listQueryFor(mail, query))))
  })
  .route(emailApi.paginateEmail, read, async (c) => {
    const { dir, emailId, ...query } = c.req.valid('query')
    const mails = await readMails(c)
    const current = findMail(mails, emailId)
    const list = listOf(mails, listQueryFor(current, query))
    const index = list.findIndex((m) => m.id === emailId)
    const neighbour = index < 0 ? undefined : list[dir === 'next' ? index + 1 : index - 1]
    // past either end there is no email to answer with: the same 404 as an unknown id (API.md)
    if (!neighbour) throw notFound('Email')
    return c.json(opened(neighbour, list))
  })
  .route(emailApi.contacts, read, async (c) => {
    const self = c.var.account.email.toLowerCase()
    const people = new Map<string, EmailContactsReply['contacts'][number]>()
    for (const mail of await c.var.deps.store.read('emails')) {
      if (mail.isDeleted || mail.folder === 'spam') continue
      const addresses = [
        mail.from,
        ...mail.to.map((p) => ({ ...p, avatar: '' })),
        ...mail.cc.map((p) => ({ ...p, avatar: '' })),
      ]
      for (const person of addresses) {
        const key = person.email.toLowerCase()
        if (key !== self && (!people.has(key) || person.avatar)) people.set(key, person)
      }
    }
    const contacts = [...people.values()].toSorted((a, b) => textOrder(a.name || a.email, b.name || b.email))
    return c.json({ contacts } satisfies EmailContactsReply)
  })
  .route(emailApi.updateEmails, write, async (c) => {
    const { emailIds, dataToUpdate } = c.req.valid('json')
    const emails = await c.var.deps.store.updateRecords('emails', (mails) =>
      pickMails(mails, emailIds).map((mail) =>
        changeMail(mails, mail, (copy) => {
          // a scheduled mail moved by hand is no longer scheduled: it keeps no send time
          if (dataToUpdate.folder && dataToUpdate.folder !== mail.folder) delete copy.scheduledAt
          Object.assign(copy, dataToUpdate)
        }),
      ),
    )
    // a mail deleted just now is gone: the reply lists what changed, deleted ones included, as stored
    return c.json({ emails })
  })
  .route(emailApi.updateEmailsLabel, write, async (c) => {
    const { emailIds, label } = c.req.valid('json')
    const emails = await c.var.deps.store.updateRecords('emails', (mails) =>
      pickMails(mails, emailIds).map((mail) =>
        changeMail(mails, mail, (copy) => {
          copy.labels = mail.labels.includes(label)
            ? mail.labels.filter((l) => l !== label)
            : [...mail.labels, label]
        }),
      ),
    )
    return c.json({ emails })
  })
  .route(emailApi.send, write, async (c) => {
    const { mail } = await storeComposed(c, c.req.valid('json').email, 'sent')
    return c.json({ email: mail }, 201)
  })
  .route(emailApi.schedule, write, async (c) => {
    const { email, scheduledAt } = c.req.valid('json')
    const problem = scheduleProblem(scheduledAt, c.var.deps.now())
    if (problem) throw new ApiError(400, { error: { scheduledAt: problem } })
    const { mail } = await storeComposed(c, email, { scheduledAt: new Date(scheduledAt).toISOString() })
    return c.json({ email: mail }, 201)
  })
  .route(emailApi.cancelSchedule, write, async (c) => {
    const { id } = c.req.valid('json')
    const now = c.var.deps.now()
    const email = await c.var.deps.store.updateRecords('emails', (mails) => {
      const mail = storedMail(mails, id)
      // a mail whose time has passed has been sent, even if no read has moved it yet
      if (mail.folder !== 'scheduled' || isDue(mail, now))
        throw new ApiError(400, { error: { id: NOT_SCHEDULED_MESSAGE } })
      return changeMail(mails, mail, (copy) => {
        Object.assign(copy, { folder: 'draft', time: new Date(now).toISOString() })
        delete copy.scheduledAt
      })
    })
    return c.json({ email })
  })
  .route(emailApi.saveDraft, write, async (c) => {
    const { mail, created } = await storeComposed(c, c.req.valid('json').email, 'draft')
    return c.json({ email: mail }, created ? 201 : 200)
  })
