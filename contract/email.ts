import { z } from 'zod'
import { isIsoInstant } from './dates'
import { endpoint } from './endpoint'
import { paginationQuerySchema, positiveIntParam, searchTextParam, shortText } from './common'
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  EMAIL_VIEWS,
  MOVABLE_FOLDERS,
  SCHEDULE_NOT_A_TIME_MESSAGE,
} from './email.values'

/**
 * The email app's calls (`/apps/email/...`). Folders are where a mail is stored; `starred` is a view over every
 * folder but trash. Labels are independent of folders. A mail with `isDeleted` is gone: no call returns it.
 */

export * from './email.values'

export const emailFolderSchema = z.enum(EMAIL_FOLDERS)
export const emailLabelSchema = z.enum(EMAIL_LABELS)

const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(', ')}`

export const INVALID_ADDRESS_MESSAGE = 'Enter a valid email address'
export const NO_RECIPIENT_MESSAGE = 'Add at least one recipient'
export const EMPTY_DRAFT_MESSAGE = 'A draft needs a recipient, a subject, a message or an attachment'
export const NOT_A_DRAFT_MESSAGE = 'Only a draft can be saved or sent again'
export const NOTHING_TO_UPDATE_MESSAGE = 'Name at least one field to update'
export const NOT_SCHEDULED_MESSAGE = 'This mail is not scheduled'

export const MAX_SUBJECT_LENGTH = 250
export const MAX_MESSAGE_LENGTH = 100_000
export const MAX_ATTACHMENTS = 10

// ------------------------------------------------------------------------------------------------ the entity

export const mailAddressSchema = z.object({
  name: z.string().trim().max(120).default(''),
  email: shortText().trim().pipe(z.email(INVALID_ADDRESS_MESSAGE)),
})
export type MailAddress = z.output<typeof mailAddressSchema>

export const mailSenderSchema = z.object({ name: z.string(), email: z.string(), avatar: z.string() })
export type MailSender = z.infer<typeof mailSenderSchema>

/** `size` in bytes. Attachments the page adds keep only name and size: `thumbnail` and `url` are then ''. */
export const attachmentSchema = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
})
export type Attachment = z.infer<typeof attachmentSchema>

/** An earlier message of the thread, oldest first in `replies`. */
export const emailReplySchema = z.object({
  id: z.number().int().positive(),
  from: mailSenderSchema,
  to: z.array(mailAddressSchema),
  cc: z.array(mailAddressSchema),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  time: z.string(),
})
export type EmailReply = z.infer<typeof emailReplySchema>

/**
 * `message` is HTML as the sender wrote it: the page must sanitise it before showing it. `time` is ISO 8601.
 * `scheduledAt` (ISO 8601) is when a mail in the `scheduled` folder will be sent; no other mail has it.
 */
export const emailSchema = z.object({
  id: z.number().int().positive(),
  from: mailSenderSchema,
  to: z.array(mailAddressSchema),
  cc: z.array(mailAddressSchema),
  bcc: z.array(mailAddressSchema),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  time: z.string(),
  replies: z.array(emailReplySchema),
  folder: emailFolderSchema,
  isRead: z.boolean(),
  isDeleted: z.boolean(),
  scheduledAt: z.string().optional(),
})
export type Email = z.infer<typeof emailSchema>

// ------------------------------------------------------------------------------------------------ queries

/**
 * The list a mail is seen in. `folder` defaults to inbox, except with a `label` and no `folder`: then every folder
 * but trash. `q` matches the subject.
 */
export const emailListQuerySchema = z.object({
  q: searchTextParam,
  folder: z.enum(EMAIL_VIEWS, { error: oneOf(EMAIL_VIEWS) }).optional(),
  label: z.enum(EMAIL_LABELS, { error: oneOf(EMAIL_LABELS) }).optional(),
})
export type EmailListQuery = z.infer<typeof emailListQuerySchema>

/**
 * The list call takes an optional page (beyond the spec, docs/api.md): with `page` or `perPage` the reply holds
 * that page of the list (`perPage` 50 by default, at most 100); with neither, the whole list, as the spec has it.
 */
export const EMAIL_DEFAULT_PER_PAGE = 50
export const emailsQuerySchema = emailListQuerySchema.extend(paginationQuerySchema.shape)
export type EmailsQuery = z.input<typeof emailsQuerySchema>

/** Without folder, label or q the list is the mail's own folder. */
export const getEmailQuerySchema = emailListQuerySchema.extend({ id: positiveIntParam })
export type GetEmailQuery = z.input<typeof getEmailQuerySchema>

export const PAGINATE_DIRECTIONS = ['previous', 'next'] as const
/** `previous` is the newer neighbour (above in the list), `next` the older one. */
export const paginateEmailQuerySchema = emailListQuerySchema.extend({
  dir: z.enum(PAGINATE_DIRECTIONS, { error: oneOf(PAGINATE_DIRECTIONS) }),
  emailId: positiveIntParam,
})
export type PaginateEmailQuery = z.input<typeof paginateEmailQuerySchema>

// ------------------------------------------------------------------------------------------------ bodies

const emailIdsSchema = z
  .array(z.number().int().positive(), { error: 'Must be a list of email ids' })
  .min(1, 'Name at least one email')
  .max(1000)

/** Only these four fields can change in bulk; any other key is a 400. */
export const emailUpdateSchema = z
  .strictObject({
    isRead: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    folder: z.enum(MOVABLE_FOLDERS, { error: oneOf(MOVABLE_FOLDERS) }).optional(),
    isDeleted: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, NOTHING_TO_UPDATE_MESSAGE)
export type EmailUpdate = z.infer<typeof emailUpdateSchema>

export const updateEmailsBodySchema = z.object({ emailIds: emailIdsSchema, dataToUpdate: emailUpdateSchema })
export type UpdateEmailsBody = z.infer<typeof updateEmailsBodySchema>

export const updateEmailsLabelBodySchema = z.object({
  emailIds: emailIdsSchema,
  label: z.enum(EMAIL_LABELS, { error: oneOf(EMAIL_LABELS) }),
})
export type UpdateEmailsLabelBody = z.infer<typeof updateEmailsLabelBodySchema>

export const newAttachmentSchema = z.object({
  fileName: z.string().trim().min(1, 'File name is required').max(255),
  size: z.number().int().nonnegative(),
})
export type NewAttachment = z.infer<typeof newAttachmentSchema>

const recipients = z.array(mailAddressSchema).max(50).default([])

/** What compose sends: the page's form and both calls share it. `id` names the draft being continued. */
export const emailDraftSchema = z.object({
  id: z.number().int().positive().optional(),
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z.string().trim().max(MAX_SUBJECT_LENGTH, `At most ${MAX_SUBJECT_LENGTH} characters`).default(''),
  message: z.string().max(MAX_MESSAGE_LENGTH, 'The message is too long').default(''),
  attachments: z
    .array(newAttachmentSchema)
    .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} files`)
    .default([]),
})
export type EmailDraft = z.input<typeof emailDraftSchema>
export type ParsedEmailDraft = z.output<typeof emailDraftSchema>

/** An editor's empty paragraph counts as no message. */
export const hasMessageText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0

export const isEmptyDraft = (draft: ParsedEmailDraft) =>
  draft.to.length + draft.cc.length + draft.bcc.length === 0 &&
  !draft.subject &&
  !hasMessageText(draft.message) &&
  draft.attachments.length === 0

/** Sending needs someone in To. */
export const sendableDraftSchema = emailDraftSchema.refine((draft) => draft.to.length > 0, {
  message: NO_RECIPIENT_MESSAGE,
  path: ['to'],
})

export const sendEmailBodySchema = z.object({ email: sendableDraftSchema })
export type SendEmailBody = z.input<typeof sendEmailBodySchema>

/**
 * When a scheduled mail goes: an ISO 8601 date and time with its offset (`Z` or `+02:00`). Whether it is in the
 * future and within MAX_SCHEDULE_DAYS is the back end's to judge by its clock (`scheduleProblem`), with the same
 * field name, so a refusal is always `{error: {scheduledAt: message}}`.
 */
export const scheduledAtSchema = z
  .string({ error: SCHEDULE_NOT_A_TIME_MESSAGE })
  .max(40, SCHEDULE_NOT_A_TIME_MESSAGE)
  .refine(isIsoInstant, SCHEDULE_NOT_A_TIME_MESSAGE)
  .meta({ format: 'date-time' })

export const scheduleEmailBodySchema = z.object({
  email: sendableDraftSchema,
  scheduledAt: scheduledAtSchema,
})
export type ScheduleEmailBody = z.input<typeof scheduleEmailBodySchema>

export const cancelScheduleBodySchema = z.object({ id: z.number().int().positive() })
export type CancelScheduleBody = z.infer<typeof cancelScheduleBodySchema>

export const saveDraftBodySchema = z.object({
  email: emailDraftSchema.refine((draft) => !isEmptyDraft(draft), EMPTY_DRAFT_MESSAGE),
})
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>

// ------------------------------------------------------------------------------------------------ replies

/** Unread mail in inbox, draft and spam; every mail waiting in `scheduled`. */
export const emailsMetaSchema = z.object({
  inbox: z.number().int().nonnegative(),
  draft: z.number().int().nonnegative(),
  spam: z.number().int().nonnegative(),
  scheduled: z.number().int().nonnegative(),
})
export type EmailsMeta = z.infer<typeof emailsMetaSchema>

/** `total`: how many mails the whole list holds, whether or not a page was asked for. */
export const emailsReplySchema = z.object({
  emails: z.array(emailSchema),
  total: z.number().int().nonnegative(),
  emailsMeta: emailsMetaSchema,
})
export type EmailsReply = z.infer<typeof emailsReplySchema>

export const updateEmailsReplySchema = z.object({ emails: z.array(emailSchema) })
export type UpdateEmailsReply = z.infer<typeof updateEmailsReplySchema>

export const openedEmailSchema = emailSchema.extend({
  hasPreviousMail: z.boolean(),
  hasNextMail: z.boolean(),
})
export type OpenedEmail = z.infer<typeof openedEmailSchema>

export const storedEmailReplySchema = z.object({ email: emailSchema })
export type StoredEmailReply = z.infer<typeof storedEmailReplySchema>

/** `GET /apps/email/contacts`: everyone the mailbox has corresponded with (not the caller), by name. */
export const emailContactsReplySchema = z.object({
  contacts: z.array(z.object({ name: z.string(), email: z.string(), avatar: z.string() })),
})
export type EmailContactsReply = z.infer<typeof emailContactsReplySchema>

// ------------------------------------------------------------------------------------------------ calls

export const emailApi = {
  emails: endpoint({
    method: 'GET',
    path: '/apps/email/emails',
    query: emailsQuerySchema,
    reply: emailsReplySchema,
    summary: 'The mails of a folder or label, newest first, and the unread counts',
  }),
  getEmail: endpoint({
    method: 'GET',
    path: '/apps/email/get-email',
    query: getEmailQuerySchema,
    reply: openedEmailSchema,
    summary: 'One mail, with whether it has neighbours in the list the query names',
  }),
  paginateEmail: endpoint({
    method: 'GET',
    path: '/apps/email/paginate-email',
    query: paginateEmailQuerySchema,
    reply: openedEmailSchema,
    summary: 'The newer (previous) or older (next) neighbour of a mail in the list the query names',
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/apps/email/contacts',
    reply: emailContactsReplySchema,
    summary: 'Everyone the mailbox has corresponded with, by name',
  }),
  updateEmails: endpoint({
    method: 'POST',
    path: '/apps/email/update-emails',
    body: updateEmailsBodySchema,
    reply: updateEmailsReplySchema,
    summary: 'Set read, starred, folder or deleted on several mails',
  }),
  updateEmailsLabel: endpoint({
    method: 'POST',
    path: '/apps/email/update-emails-label',
    body: updateEmailsLabelBodySchema,
    reply: updateEmailsReplySchema,
    summary: 'Toggle a label on several mails',
  }),
  send: endpoint({
    method: 'POST',
    path: '/apps/email/send',
    body: sendEmailBodySchema,
    reply: storedEmailReplySchema,
    status: 201,
    summary: 'Send a mail (or the draft it continues) to the Sent folder',
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/apps/email/schedule',
    body: scheduleEmailBodySchema,
    reply: storedEmailReplySchema,
    status: 201,
    summary: 'Keep a mail (or the draft it continues) in Scheduled until scheduledAt, then it is sent',
  }),
  cancelSchedule: endpoint({
    method: 'POST',
    path: '/apps/email/cancel-schedule',
    body: cancelScheduleBodySchema,
    reply: storedEmailReplySchema,
    summary: 'Take a scheduled mail back to Drafts, unsent',
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: '/apps/email/save-draft',
    body: saveDraftBodySchema,
    reply: storedEmailReplySchema,
    status: 201,
    summary: 'Save a new draft (201), or over the draft it continues (200)',
  }),
}
