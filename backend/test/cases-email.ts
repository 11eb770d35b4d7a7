/**
 * The email calls, run in order after the shared table (which ends on a fresh store). Reads come first against
 * the seed; then each change is followed by the reads that prove it. Ids are the seed's (backend/seed/emails.ts):
 * inbox 1–13 newest first, sent 14–17, drafts 18–20, spam 21–23, trash 24–26, and 27 deleted for good.
 */
import {
  emailApi,
  EMPTY_DRAFT_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  NO_RECIPIENT_MESSAGE,
  NOT_A_DRAFT_MESSAGE,
  NOTHING_TO_UPDATE_MESSAGE,
  NOT_SCHEDULED_MESSAGE,
  SCHEDULE_NOT_A_TIME_MESSAGE,
  SCHEDULE_PAST_MESSAGE,
  SCHEDULE_TOO_FAR_MESSAGE,
  emailContactsReplySchema,
  emailsReplySchema,
  openedEmailSchema,
  storedEmailReplySchema,
  updateEmailsReplySchema,
  type Email,
} from '../../contract/email'
import type { ApiCase, ApiReply, ApiRequest, Expect, Session } from './cases'
import { get, post, type RequestQuery } from './requests'

const admin = (s: Session) => s.admin.accessToken
const list = (query: RequestQuery) => (s: Session) => get(emailApi.emails, admin(s), query)
const ids = (body: { emails: Email[] }) => body.emails.map((mail) => mail.id)

/** A list call whose reply is exactly these ids, in this order. */
const listCase = (name: string, query: RequestQuery, expected: number[]): ApiCase => ({
  name: `emails: ${name}`,
  request: list(query),
  status: 200,
  check: ({ body }, expect) => {
    expect(emailsReplySchema.safeParse(body).success).toBe(true)
    expect(ids(body)).toEqual(expected)
  },
})

const expectMeta =
  (meta: { inbox: number; draft: number; spam: number; scheduled?: number }) =>
  (reply: ApiReply, expect: Expect) =>
    expect(reply.body.emailsMeta).toEqual({ scheduled: 0, ...meta })

const opened = (
  name: string,
  api: { path: string },
  query: RequestQuery,
  id: number,
  previous: boolean,
  next: boolean,
): ApiCase => ({
  name,
  request: (s) => get(api, admin(s), query),
  status: 200,
  check: ({ body }, expect) => {
    expect(openedEmailSchema.safeParse(body).success).toBe(true)
    expect({ id: body.id, hasPreviousMail: body.hasPreviousMail, hasNextMail: body.hasNextMail }).toEqual({
      id,
      hasPreviousMail: previous,
      hasNextMail: next,
    })
  },
})

const rejected = (
  name: string,
  request: (s: Session) => ApiRequest,
  status: number,
  body?: unknown,
): ApiCase => ({
  name,
  request,
  status,
  check: body === undefined ? undefined : (reply, expect) => expect(reply.body).toEqual(body),
})

const update = (emailIds: unknown, dataToUpdate: unknown) => (s: Session) =>
  post(emailApi.updateEmails, { emailIds, dataToUpdate }, admin(s))
const label = (emailIds: unknown, name: unknown) => (s: Session) =>
  post(emailApi.updateEmailsLabel, { emailIds, label: name }, admin(s))
const send = (email: unknown) => (s: Session) => post(emailApi.send, { email }, admin(s))
const saveDraft = (email: unknown) => (s: Session) => post(emailApi.saveDraft, { email }, admin(s))
const schedule = (email: unknown, scheduledAt: unknown) => (s: Session) =>
  post(emailApi.schedule, { email, scheduledAt }, admin(s))
const cancelSchedule = (id: unknown) => (s: Session) => post(emailApi.cancelSchedule, { id }, admin(s))
/** An ISO time this many milliseconds from now, as the case runs. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()
const DAY = 86_400_000
/**
 * The scheduled mail's time: 90 s ahead when it is scheduled, and passed once the back end's clock is two minutes
 * ahead (well inside the tokens' ten minutes).
 */
const DUE_SOON = 90_000
const CLOCK_PAST_IT = 120_000
const scheduled = { at: '' }

const KAIA = { name: 'Kaia Lindqvist', email: 'kaia.lindqvist@glazeline.test' }
const FOLDER_ERROR = 'Must be one of: inbox, sent, draft, spam, trash, scheduled, starred'
const LABEL_ERROR = 'Must be one of: personal, company, important, private'

export const EMAIL_CASES: ApiCase[] = [
  // Access
  rejected('emails without a token is 401', () => get(emailApi.emails), 401, { error: 'Unauthorized' }),
  rejected('emails with an expired token is 401', (s) => get(emailApi.emails, s.expiredAccess), 401),
  rejected('emails for the client is 403', (s) => get(emailApi.emails, s.client.accessToken), 403, {
    error: 'Forbidden',
  }),
  rejected(
    'get-email for the client is 403',
    (s) => get(emailApi.getEmail, s.client.accessToken, { id: 1 }),
    403,
  ),
  rejected(
    'update-emails for the client is 403',
    (s) =>
      post(emailApi.updateEmails, { emailIds: [1], dataToUpdate: { isRead: true } }, s.client.accessToken),
    403,
  ),
  rejected(
    'send for the client is 403',
    (s) => post(emailApi.send, { email: { to: [KAIA] } }, s.client.accessToken),
    403,
  ),
  rejected(
    'save-draft without a token is 401',
    () => post(emailApi.saveDraft, { email: { subject: 'x' } }),
    401,
  ),

  // The list: folders, views, labels, search, order, unread counts
  {
    ...listCase('inbox by default, newest first', '', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    check: ({ body }, expect) => {
      expect(emailsReplySchema.safeParse(body).success).toBe(true)
      expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
      const times = body.emails.map((mail: Email) => Date.parse(mail.time))
      expect(times).toEqual(times.toSorted((a: number, b: number) => b - a))
      expectMeta({ inbox: 6, draft: 2, spam: 2 })({ body } as ApiReply, expect)
    },
  },
  listCase('sent, ordered by time not by id', 'folder=sent', [14, 15, 17, 16]),
  listCase('draft', 'folder=draft', [18, 19, 20]),
  listCase('spam', 'folder=spam', [21, 22, 23]),
  listCase('trash leaves the deleted mail out', 'folder=trash', [24, 25, 26]),
  listCase('starred is every starred mail outside trash', 'folder=starred', [3, 7, 15, 10]),
  listCase(
    'a label without a folder spans every folder but trash',
    'label=company',
    [1, 2, 14, 5, 7, 11, 12],
  ),
  listCase('label important', 'label=important', [1, 7, 15, 9]),
  listCase('a label inside a folder', 'folder=inbox&label=personal', [3, 4, 10]),
  listCase('a label in trash', 'folder=trash&label=company', [25]),
  listCase('q matches the subject, trimmed and in any case', 'q=%20%20KILN%20', [1, 9]),
  listCase('q inside another folder', 'folder=draft&q=kiln', [20]),
  listCase('q that matches nothing', 'q=zebra', []),
  listCase('q matches the subject only, not the body', 'q=cobalt', []),

  // Pages (beyond the spec): only with page or perPage; total is the whole list's length either way
  {
    ...listCase(
      'without page or perPage the whole list',
      'folder=inbox',
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    ),
    check: ({ body }, expect) => {
      expect(ids(body)).toHaveLength(13)
      expect(body.total).toBe(13)
    },
  },
  listCase('page 2 of 5 per page', 'page=2&perPage=5', [6, 7, 8, 9, 10]),
  {
    ...listCase('the last page holds what is left; total counts the list', 'page=3&perPage=5', [11, 12, 13]),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([11, 12, 13])
      expect(body.total).toBe(13)
      expectMeta({ inbox: 6, draft: 2, spam: 2 })({ body } as ApiReply, expect)
    },
  },
  listCase('perPage alone is page 1', 'folder=starred&perPage=2', [3, 7]),
  listCase('page alone is 50 per page', 'page=1&label=company', [1, 2, 14, 5, 7, 11, 12]),
  listCase('pages of a search', 'q=kiln&page=2&perPage=1', [9]),
  {
    ...listCase('a page past the end is empty, with the true total', 'page=9&perPage=10', []),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([])
      expect(body.total).toBe(13)
    },
  },
  rejected('a page of 0 is 400', list('page=0'), 400, { error: { page: 'Must be a positive integer' } }),
  rejected('perPage that is not a number is 400', list('perPage=ten'), 400, {
    error: { perPage: 'Must be a positive integer' },
  }),
  listCase('perPage over 100 is accepted (and capped at 100)', 'perPage=1000&folder=trash', [24, 25, 26]),
  {
    name: 'emails: the unread counts do not depend on the folder asked for',
    request: list('folder=trash'),
    status: 200,
    check: expectMeta({ inbox: 6, draft: 2, spam: 2 }),
  },
  {
    name: 'emails: mails carry every field of the entity, replies oldest first',
    request: list(''),
    status: 200,
    check: ({ body }, expect) => {
      const first = body.emails[0] as Email
      expect(Object.keys(first).sort()).toEqual(
        [
          'attachments',
          'bcc',
          'cc',
          'folder',
          'from',
          'id',
          'isDeleted',
          'isRead',
          'isStarred',
          'labels',
          'message',
          'replies',
          'subject',
          'time',
          'to',
        ].sort(),
      )
      expect(first.replies).toHaveLength(3)
      const times = first.replies.map((reply) => Date.parse(reply.time))
      expect(times).toEqual(times.toSorted((a, b) => a - b))
      expect(first.attachments[0]).toMatchObject({ fileName: 'cobalt-comparison.jpg', size: 1_843_200 })
    },
  },
  {
    name: 'emails: the hostile seed mail is stored as written (the page sanitises it)',
    request: list('q=catalogue%20preview'),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.emails[0].message).toContain('<script>')
      expect(body.emails[0].message).toContain('onerror=')
    },
  },
  rejected('emails with an unknown folder is 400', list('folder=archive'), 400, {
    error: { folder: FOLDER_ERROR },
  }),
  rejected('emails with an unknown label is 400', list('label=work'), 400, {
    error: { label: LABEL_ERROR },
  }),
  rejected('emails with folder given twice is 400', list('folder=inbox&folder=sent'), 400, {
    error: { folder: FOLDER_ERROR },
  }),

  // One mail and its neighbours
  opened('get-email: the newest inbox mail has no previous', emailApi.getEmail, { id: 1 }, 1, false, true),
  opened('get-email: the oldest inbox mail has no next', emailApi.getEmail, { id: 13 }, 13, true, false),
  opened('get-email: a middle mail has both', emailApi.getEmail, { id: 5 }, 5, true, true),
  opened("get-email: defaults to the mail's own folder", emailApi.getEmail, { id: 16 }, 16, true, false),
  opened(
    'get-email: flags follow the starred view',
    emailApi.getEmail,
    { id: 3, folder: 'starred' },
    3,
    false,
    true,
  ),
  opened(
    'get-email: last of the starred view',
    emailApi.getEmail,
    { id: 10, folder: 'starred' },
    10,
    true,
    false,
  ),
  opened('get-email: flags follow the search', emailApi.getEmail, { id: 9, q: 'kiln' }, 9, true, false),
  opened('get-email: flags follow a label', emailApi.getEmail, { id: 12, label: 'company' }, 12, true, false),
  opened(
    'get-email: a mail outside the named list has no neighbours',
    emailApi.getEmail,
    { id: 21, folder: 'inbox' },
    21,
    false,
    false,
  ),
  rejected('get-email of an unknown id is 404', (s) => get(emailApi.getEmail, admin(s), { id: 999 }), 404, {
    error: 'Email not found',
  }),
  rejected('get-email of a deleted mail is 404', (s) => get(emailApi.getEmail, admin(s), { id: 27 }), 404, {
    error: 'Email not found',
  }),
  rejected('get-email without an id is 400', (s) => get(emailApi.getEmail, admin(s)), 400),
  rejected('get-email with id 0 is 400', (s) => get(emailApi.getEmail, admin(s), { id: '0' }), 400, {
    error: { id: 'Must be a positive integer' },
  }),
  opened(
    'paginate-email: next from the first',
    emailApi.paginateEmail,
    { dir: 'next', emailId: 1 },
    2,
    true,
    true,
  ),
  opened(
    'paginate-email: previous from the second',
    emailApi.paginateEmail,
    { dir: 'previous', emailId: 2 },
    1,
    false,
    true,
  ),
  opened(
    'paginate-email: next onto the last',
    emailApi.paginateEmail,
    { dir: 'next', emailId: 12 },
    13,
    true,
    false,
  ),
  opened(
    'paginate-email: next in the starred view',
    emailApi.paginateEmail,
    { dir: 'next', emailId: 15, folder: 'starred' },
    10,
    true,
    false,
  ),
  opened(
    'paginate-email: next across folders under a label',
    emailApi.paginateEmail,
    { dir: 'next', emailId: 14, label: 'company' },
    5,
    true,
    true,
  ),
  rejected(
    'paginate-email: previous before the first is 404',
    (s) => get(emailApi.paginateEmail, admin(s), { dir: 'previous', emailId: 1 }),
    404,
    {
      error: 'Email not found',
    },
  ),
  rejected(
    'paginate-email: next after the last is 404',
    (s) => get(emailApi.paginateEmail, admin(s), { dir: 'next', emailId: 13 }),
    404,
    {
      error: 'Email not found',
    },
  ),
  rejected(
    'paginate-email: an unknown id is 404',
    (s) => get(emailApi.paginateEmail, admin(s), { dir: 'next', emailId: 999 }),
    404,
    { error: 'Email not found' },
  ),
  rejected(
    'paginate-email: an unknown direction is 400',
    (s) => get(emailApi.paginateEmail, admin(s), { dir: 'sideways', emailId: 1 }),
    400,
    {
      error: { dir: 'Must be one of: previous, next' },
    },
  ),

  // Contacts
  {
    name: 'contacts: correspondents by name, not the caller, not spam senders',
    request: (s) => get(emailApi.contacts, admin(s)),
    status: 200,
    check: ({ body }, expect) => {
      expect(emailContactsReplySchema.safeParse(body).success).toBe(true)
      const emails = body.contacts.map((c: { email: string }) => c.email)
      expect(emails).toContain('greta.saltmarsh@mosaicworks.test')
      expect(emails).not.toContain('admin@demo.com')
      expect(emails).not.toContain('winner@prize-desk.test')
      const names = body.contacts.map((c: { name: string }) => c.name)
      expect(names).toEqual(names.toSorted((a: string, b: string) => a.localeCompare(b)))
    },
  },

  // Rejected updates change nothing (the runner compares the store)
  rejected('update-emails with an unknown key is 400', update([1], { subject: 'Hacked' }), 400, {
    error: { dataToUpdate: 'Unrecognized key: "subject"' },
  }),
  rejected('update-emails with nothing to update is 400', update([1], {}), 400, {
    error: { dataToUpdate: NOTHING_TO_UPDATE_MESSAGE },
  }),
  rejected(
    'update-emails to the starred view is 400 (not a folder)',
    update([1], { folder: 'starred' }),
    400,
  ),
  rejected('update-emails with a wrong type is 400', update([1], { isRead: 'yes' }), 400),
  rejected('update-emails without ids is 400', update([], { isRead: true }), 400, {
    error: { emailIds: 'Name at least one email' },
  }),
  rejected('update-emails with a string id is 400', update(['1'], { isRead: true }), 400),
  rejected('update-emails with one unknown id changes none (404)', update([1, 999], { isRead: true }), 404, {
    error: 'Email not found',
  }),
  rejected('update-emails of a deleted mail is 404', update([27], { isDeleted: false }), 404),
  rejected(
    'update-emails with a body that is not JSON is 400',
    (s) => ({ ...post(emailApi.updateEmails, null, admin(s)), rawBody: 'emailIds=1' }),
    400,
    { error: 'Request body must be JSON' },
  ),
  rejected('update-emails-label with an unknown label is 400', label([1], 'work'), 400, {
    error: { label: LABEL_ERROR },
  }),
  rejected('update-emails-label with an unknown id is 404', label([2, 998], 'private'), 404),

  // Reading, starring, moving, labelling
  {
    name: 'update-emails marks mails read',
    request: update([1, 2], { isRead: true }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(updateEmailsReplySchema.safeParse(body).success).toBe(true)
      expect(body.emails.map((m: Email) => [m.id, m.isRead])).toEqual([
        [1, true],
        [2, true],
      ])
    },
  },
  {
    name: 'emails: the inbox unread count dropped by two',
    request: list(''),
    status: 200,
    check: expectMeta({ inbox: 4, draft: 2, spam: 2 }),
  },
  {
    name: 'update-emails marks a mail unread again',
    request: update([2], { isRead: false }),
    status: 200,
    mutates: true,
  },
  {
    name: 'emails: the inbox unread count rose by one',
    request: list(''),
    status: 200,
    check: expectMeta({ inbox: 5, draft: 2, spam: 2 }),
  },
  {
    name: 'update-emails stars a mail',
    request: update([4], { isStarred: true }),
    status: 200,
    mutates: true,
  },
  listCase('the starred view shows it', 'folder=starred', [3, 4, 7, 15, 10]),
  {
    name: 'update-emails unstars it',
    request: update([4], { isStarred: false }),
    status: 200,
    mutates: true,
  },
  listCase('the starred view no longer shows it', 'folder=starred', [3, 7, 15, 10]),
  {
    name: 'update-emails moves a spam mail to the inbox',
    request: update([21], { folder: 'inbox' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.emails[0]).toMatchObject({ id: 21, folder: 'inbox' }),
  },
  {
    ...listCase('spam without it', 'folder=spam', [22, 23]),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([22, 23])
      expect(body.emailsMeta).toEqual({ inbox: 6, draft: 2, spam: 1, scheduled: 0 })
    },
  },
  listCase('the inbox with it, in time order', '', [1, 2, 3, 4, 21, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
  {
    name: 'update-emails-label toggles a label on per mail',
    request: label([2, 6], 'private'),
    status: 200,
    mutates: true,
    // mail 2 had no private label and gains it; mail 6 had it and loses it
    check: ({ body }, expect) => {
      expect(body.emails.map((m: Email) => m.labels)).toEqual([['company', 'private'], []])
    },
  },
  listCase('the private label follows both toggles', 'label=private', [2, 13]),
  {
    name: 'update-emails-label toggles it off again',
    request: label([2], 'private'),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.emails[0].labels).toEqual(['company']),
  },

  // Trash and delete for good
  {
    name: 'update-emails moves a mail to trash',
    request: update([3], { folder: 'trash' }),
    status: 200,
    mutates: true,
  },
  listCase('trash shows it', 'folder=trash', [3, 24, 25, 26]),
  listCase('starred leaves a trashed mail out', 'folder=starred', [7, 15, 10]),
  {
    name: 'update-emails deletes a trashed mail for good',
    request: update([3], { isDeleted: true }),
    status: 200,
    mutates: true,
  },
  listCase('trash without it', 'folder=trash', [24, 25, 26]),
  rejected('get-email of the deleted mail is 404', (s) => get(emailApi.getEmail, admin(s), { id: 3 }), 404),

  // Send and save a draft
  rejected('send without a recipient is 400', send({ subject: 'Hello', message: '<p>Hi</p>' }), 400, {
    error: { 'email.to': NO_RECIPIENT_MESSAGE },
  }),
  rejected('send to a bad address is 400', send({ to: [{ name: '', email: 'not-an-address' }] }), 400, {
    error: { 'email.to.0.email': INVALID_ADDRESS_MESSAGE },
  }),
  rejected('send a bad cc address is 400', send({ to: [KAIA], cc: [{ email: 'a@' }] }), 400, {
    error: { 'email.cc.0.email': INVALID_ADDRESS_MESSAGE },
  }),
  rejected('send without an email object is 400', (s) => post(emailApi.send, { to: [KAIA] }, admin(s)), 400),
  rejected('send continuing a mail that is no draft is 400', send({ id: 5, to: [KAIA] }), 400, {
    error: { 'email.id': NOT_A_DRAFT_MESSAGE },
  }),
  rejected('send continuing an unknown draft is 404', send({ id: 999, to: [KAIA] }), 404, {
    error: 'Email not found',
  }),
  {
    name: 'send stores the mail in Sent, from the caller (201)',
    request: send({
      to: [KAIA],
      cc: [{ email: 'pascal.okonkwo@tessera.test' }],
      subject: '  Full batches of sage and oat  ',
      message: '<p>Please go ahead.</p>',
      attachments: [{ fileName: 'order.pdf', size: 2048 }],
    }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(storedEmailReplySchema.safeParse(body).success).toBe(true)
      expect(body.email).toMatchObject({
        id: 28,
        folder: 'sent',
        isRead: true,
        isDeleted: false,
        subject: 'Full batches of sage and oat',
        from: { email: 'admin@demo.com', name: 'Noor Halvorsen' },
        to: [KAIA],
        cc: [{ name: '', email: 'pascal.okonkwo@tessera.test' }],
        attachments: [{ fileName: 'order.pdf', size: 2048, thumbnail: '', url: '' }],
      })
    },
  },
  listCase('Sent lists the new mail first', 'folder=sent', [28, 14, 15, 17, 16]),
  rejected('save-draft of an empty mail is 400', saveDraft({ subject: ' ', message: '<p></p>' }), 400, {
    error: { email: EMPTY_DRAFT_MESSAGE },
  }),
  {
    name: 'save-draft creates a draft (201), unread until opened',
    request: saveDraft({ subject: 'Notes for Monday' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.email).toMatchObject({
        id: 29,
        folder: 'draft',
        isRead: false,
        to: [],
        subject: 'Notes for Monday',
      }),
  },
  {
    ...listCase('the draft folder lists it and counts it', 'folder=draft', [29, 18, 19, 20]),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([29, 18, 19, 20])
      expect(body.emailsMeta.draft).toBe(3)
    },
  },
  {
    name: 'save-draft with its id updates the same draft (200)',
    request: saveDraft({ id: 29, to: [KAIA], subject: 'Notes for Monday, v2', message: '<p>Agenda</p>' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.email).toMatchObject({
        id: 29,
        folder: 'draft',
        to: [KAIA],
        subject: 'Notes for Monday, v2',
      }),
  },
  rejected('save-draft over a sent mail is 400', saveDraft({ id: 28, subject: 'x' }), 400, {
    error: { 'email.id': NOT_A_DRAFT_MESSAGE },
  }),
  {
    name: 'send a draft: it moves to Sent with the same id',
    request: send({ id: 29, to: [KAIA], subject: 'Notes for Monday, v2', message: '<p>Agenda</p>' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.email).toMatchObject({ id: 29, folder: 'sent', isRead: true }),
  },
  {
    ...listCase('the draft folder no longer has it', 'folder=draft', [18, 19, 20]),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([18, 19, 20])
      expect(body.emailsMeta.draft).toBe(2)
    },
  },
  listCase('Sent has both new mails', 'folder=sent', [29, 28, 14, 15, 17, 16]),

  // Schedule send: bad times are refused beside the field; a scheduled mail waits in Scheduled until its time
  rejected(
    'schedule without a time is 400',
    (s) => post(emailApi.schedule, { email: { to: [KAIA] } }, admin(s)),
    400,
    {
      error: { scheduledAt: SCHEDULE_NOT_A_TIME_MESSAGE },
    },
  ),
  rejected('schedule at a time that is no date is 400', schedule({ to: [KAIA] }, 'tomorrow'), 400, {
    error: { scheduledAt: SCHEDULE_NOT_A_TIME_MESSAGE },
  }),
  rejected('schedule at a number is 400', schedule({ to: [KAIA] }, 1_900_000_000_000), 400, {
    error: { scheduledAt: SCHEDULE_NOT_A_TIME_MESSAGE },
  }),
  rejected(
    'schedule at a time without its offset is 400 (whose 8:00?)',
    schedule({ to: [KAIA] }, '2031-03-04T08:00:00'),
    400,
    { error: { scheduledAt: SCHEDULE_NOT_A_TIME_MESSAGE } },
  ),
  rejected('schedule at an impossible date is 400', schedule({ to: [KAIA] }, '2031-02-30T08:00:00Z'), 400, {
    error: { scheduledAt: SCHEDULE_NOT_A_TIME_MESSAGE },
  }),
  rejected('schedule in the past is 400', (s) => schedule({ to: [KAIA] }, fromNow(-60_000))(s), 400, {
    error: { scheduledAt: SCHEDULE_PAST_MESSAGE },
  }),
  rejected(
    'schedule more than a year ahead is 400',
    (s) => schedule({ to: [KAIA] }, fromNow(366 * DAY))(s),
    400,
    {
      error: { scheduledAt: SCHEDULE_TOO_FAR_MESSAGE },
    },
  ),
  rejected('schedule without a recipient is 400', (s) => schedule({ subject: 'Hi' }, fromNow(DAY))(s), 400, {
    error: { 'email.to': NO_RECIPIENT_MESSAGE },
  }),
  rejected(
    'schedule for the client is 403',
    (s) =>
      post(emailApi.schedule, { email: { to: [KAIA] }, scheduledAt: fromNow(DAY) }, s.client.accessToken),
    403,
  ),
  rejected(
    'update-emails cannot move a mail into Scheduled (it needs a time)',
    update([1], { folder: 'scheduled' }),
    400,
  ),
  {
    name: 'schedule stores the mail in Scheduled with its time (201)',
    request: (s) => {
      scheduled.at = fromNow(DUE_SOON)
      return schedule(
        { to: [KAIA], subject: 'Kiln opening on Thursday', message: '<p>See you there.</p>' },
        scheduled.at,
      )(s)
    },
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(storedEmailReplySchema.safeParse(body).success).toBe(true)
      expect(body.email).toMatchObject({ id: 30, folder: 'scheduled', scheduledAt: scheduled.at, to: [KAIA] })
    },
  },
  {
    ...listCase('Scheduled lists it and counts it', 'folder=scheduled', [30]),
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([30])
      expect(body.emailsMeta.scheduled).toBe(1)
    },
  },
  listCase('Sent does not have it before its time', 'folder=sent', [29, 28, 14, 15, 17, 16]),
  {
    name: 'get-email: a scheduled mail says when it will be sent',
    request: (s) => get(emailApi.getEmail, admin(s), { id: 30 }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body).toMatchObject({ folder: 'scheduled', scheduledAt: scheduled.at }),
  },
  {
    name: 'save-draft, then schedule the draft: it moves to Scheduled with the same id',
    request: saveDraft({ to: [KAIA], subject: 'Glaze order for March' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.email).toMatchObject({ id: 31, folder: 'draft' }),
  },
  {
    name: 'schedule continuing a draft keeps its id',
    request: (s) => schedule({ id: 31, to: [KAIA], subject: 'Glaze order for March' }, fromNow(DAY))(s),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.email).toMatchObject({ id: 31, folder: 'scheduled' }),
  },
  rejected(
    'schedule over a scheduled mail is 400 (cancel it first)',
    (s) => schedule({ id: 31, to: [KAIA] }, fromNow(DAY))(s),
    400,
    {
      error: { 'email.id': NOT_A_DRAFT_MESSAGE },
    },
  ),
  {
    name: 'cancel-schedule takes the mail back to Drafts without a time',
    request: cancelSchedule(31),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(storedEmailReplySchema.safeParse(body).success).toBe(true)
      expect(body.email).toMatchObject({ id: 31, folder: 'draft', subject: 'Glaze order for March' })
      expect(body.email.scheduledAt).toBe(undefined)
    },
  },
  listCase('Drafts has it again', 'folder=draft', [31, 18, 19, 20]),
  listCase('Scheduled keeps the other one', 'folder=scheduled', [30]),
  rejected('cancel-schedule of a mail that is not scheduled is 400', cancelSchedule(31), 400, {
    error: { id: NOT_SCHEDULED_MESSAGE },
  }),
  rejected('cancel-schedule of an unknown mail is 404', cancelSchedule(999), 404, {
    error: 'Email not found',
  }),
  rejected('cancel-schedule with a string id is 400', cancelSchedule('30'), 400),
  rejected(
    'cancel-schedule for the client is 403',
    (s) => post(emailApi.cancelSchedule, { id: 30 }, s.client.accessToken),
    403,
  ),
  {
    name: 'once its time has passed, reading the list sends it: it is in Sent, dated its scheduled time',
    request: list('folder=sent'),
    clockAhead: CLOCK_PAST_IT,
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(ids(body)).toEqual([30, 29, 28, 14, 15, 17, 16])
      expect(body.emails[0]).toMatchObject({ folder: 'sent', time: scheduled.at })
      expect(body.emails[0].scheduledAt).toBe(undefined)
      expect(body.emailsMeta.scheduled).toBe(0)
    },
  },
  {
    ...listCase('Scheduled is empty once it is sent', 'folder=scheduled', []),
    clockAhead: CLOCK_PAST_IT,
  },
  {
    ...rejected('cancel-schedule of a sent mail is 400', cancelSchedule(30), 400, {
      error: { id: NOT_SCHEDULED_MESSAGE },
    }),
    clockAhead: CLOCK_PAST_IT,
  },
  {
    // where the clock could not move (the worker) it is still scheduled: trash leaves both runtimes alike
    name: 'update-emails moves the scheduled mail to trash, dropping its time',
    request: update([30], { folder: 'trash' }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.emails[0]).toMatchObject({ id: 30, folder: 'trash' })
      expect(body.emails[0].scheduledAt).toBe(undefined)
    },
  },

  // The search's own characters: the SQL store answers it with `like`, where `%`, `_` and `\` are special
  // (docs/backend.md, "List calls"). Drafts whose subjects tell a literal character from a wildcard, then searches
  ...(
    [
      [32, 'Glaze 100% matte'],
      [33, 'Glaze 100 matte, two coats'],
      [34, 'tile_grid.pdf'],
      [35, 'tile-grid.pdf'],
      [36, 'Logs in C:\\Kiln\\2026'],
      [37, 'Café ÉTÉ, Crème brûlée'],
    ] as const
  ).map(([id, subject]): ApiCase => ({
    name: `save-draft for the search: ${subject}`,
    request: saveDraft({ subject }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.email).toMatchObject({ id, subject }),
  })),
  listCase('q with % finds the % itself, not any text', { folder: 'draft', q: '100%' }, [32]),
  listCase('q of % alone finds only subjects holding one', { folder: 'draft', q: '%' }, [32]),
  listCase('q with _ finds the _ itself, not any one character', { folder: 'draft', q: 'TILE_grid' }, [34]),
  listCase(
    'q with a backslash finds the backslash, not what follows it',
    { folder: 'draft', q: '\\kiln' },
    [36],
  ),
  listCase('q ending in a backslash', { folder: 'draft', q: 'KILN\\' }, [36]),
  listCase('q keeps its inner spaces, trims the outer ones', { folder: 'draft', q: '  100 MATTE ' }, [33]),
  listCase('q in capitals finds accented letters', { folder: 'draft', q: 'CAFÉ' }, [37]),
  listCase('q finds accented capitals in the subject', { folder: 'draft', q: 'été, crème BRÛLÉE' }, [37]),
  listCase('q with accents does not find the letters without them', { folder: 'draft', q: 'creme' }, []),
  listCase('q of two letters', { folder: 'draft', q: 'DF' }, [35, 34]),
]
