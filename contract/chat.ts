import { z } from 'zod'
import { endpoint } from './endpoint'
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_MAX, CHAT_STATUSES } from './chat.values'
import { NAME_MAX, positiveIntParam, shortText, tooLongMessage } from './common'

/**
 * The `/apps/chat/...` calls. Every signed-in user has their own chats and profile; the contacts are shared.
 * Contact ids start at 101, apart from account ids, so a message's `senderId` names either the profile user
 * (an account id) or a contact without ambiguity.
 */

export * from './chat.values'

export const chatStatusSchema = z.enum(CHAT_STATUSES, {
  error: `Must be one of: ${CHAT_STATUSES.join(', ')}`,
})

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i
const MB = 1024 * 1024
export const ATTACHMENT_TOO_LARGE = `At most ${CHAT_ATTACHMENT_MAX_BYTES / MB} MB a file`
export const TOO_MANY_ATTACHMENTS = `At most ${CHAT_ATTACHMENTS_MAX} files a message`
/** The longest data URL of a file at the limit: its base64 plus a prefix with a type of up to 100 characters. */
const DATA_URL_MAX = Math.ceil(CHAT_ATTACHMENT_MAX_BYTES / 3) * 4 + 120
/** The bytes a base64 data URL's content stands for. */
const base64Bytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return (base64.length / 4) * 3 - padding
}

export const chatContactSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  /** Image path, or '' for initials. */
  avatar: z.string(),
  status: chatStatusSchema,
})
export type ChatContact = z.infer<typeof chatContactSchema>

export const chatSettingsSchema = z.object({
  isNotificationsOn: z.boolean(),
})
export type ChatSettings = z.infer<typeof chatSettingsSchema>

/** The signed-in user as the chat shows them; `id` is their account id. */
export const profileUserSchema = chatContactSchema.extend({ settings: chatSettingsSchema })
export type ProfileUser = z.infer<typeof profileUserSchema>

/** What a message says of a file it carries, without the content: the chat list's last message. */
export const chatAttachmentInfoSchema = z.object({
  name: shortText(NAME_MAX).min(1, 'A file name is required'),
  /** The MIME type, e.g. `image/png`; `application/octet-stream` when the browser does not know it. */
  type: z.string().max(100, tooLongMessage(100)).regex(MIME_TYPE, 'Must be a MIME type such as image/png'),
  /** Bytes of the file itself (not of its data URL). */
  size: z
    .number({ error: 'Must be a number of bytes' })
    .int('Must be a number of bytes')
    .min(0, 'Must be a number of bytes')
    .max(CHAT_ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE),
})
export type ChatAttachmentInfo = z.infer<typeof chatAttachmentInfoSchema>

/** A file sent with a message, its content as a base64 data URL of its own type (docs/api.md, Chat). */
export const chatAttachmentSchema = chatAttachmentInfoSchema
  .extend({
    dataUrl: z
      .string({ error: 'Must be a data URL' })
      .max(DATA_URL_MAX, ATTACHMENT_TOO_LARGE)
      .regex(/^data:[^;,]+;base64,[A-Za-z0-9+/]*={0,2}$/, 'Must be a base64 data URL'),
  })
  .superRefine((file, context) => {
    if (!file.dataUrl.startsWith(`data:${file.type};`))
      context.addIssue({ code: 'custom', path: ['dataUrl'], message: 'Must be of the type given in type' })
    else if (base64Bytes(file.dataUrl) !== file.size)
      context.addIssue({ code: 'custom', path: ['size'], message: 'Must be the size of the file in dataUrl' })
  })
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>

export const chatMessageSchema = z.object({
  /** May be '' when the message carries attachments. */
  message: z.string(),
  /** ISO date-time. */
  time: z.string(),
  /** The profile user's id for their own messages, else the contact's id. */
  senderId: z.number().int().positive(),
  /** Absent when the message carries no file. */
  attachments: z.array(chatAttachmentSchema).optional(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/**
 * `userId` is the contact's id; `chat` is oldest first. `muted` and `blocked` are the caller's choices for this
 * contact (absent means no): a blocked contact cannot be written to until unblocked.
 */
export const chatSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  unseenMsgs: z.number().int().nonnegative(),
  chat: z.array(chatMessageSchema),
  muted: z.boolean().optional(),
  blocked: z.boolean().optional(),
})
export type Chat = z.infer<typeof chatSchema>

export const chatSummarySchema = z.object({
  id: z.number().int().positive(),
  unseenMsgs: z.number().int().nonnegative(),
  /** Its attachments without their content: a list of chats should not carry every last file. */
  lastMessage: chatMessageSchema.extend({ attachments: z.array(chatAttachmentInfoSchema).optional() }),
  muted: z.boolean().optional(),
})
export type ChatSummary = z.infer<typeof chatSummarySchema>

export const chatsContactsReplySchema = z.object({
  /** Contacts that have a chat, most recent last message first. */
  chatsContacts: z.array(chatContactSchema.extend({ chat: chatSummarySchema })),
  /** Every contact, by name. */
  contacts: z.array(chatContactSchema),
  profileUser: profileUserSchema.pick({ id: true, avatar: true, fullName: true, status: true }),
})
export type ChatsContactsReply = z.infer<typeof chatsContactsReplySchema>
export type ChatListEntry = ChatsContactsReply['chatsContacts'][number]

export const profileUserReplySchema = profileUserSchema
/** `POST /apps/chat/users/profile-user`: any of these fields; nothing else. */
export const profileUserUpdateSchema = z.strictObject({
  about: z.string().trim().max(240, 'At most 240 characters').optional(),
  status: chatStatusSchema.optional(),
  settings: z.strictObject(chatSettingsSchema.partial().shape).optional(),
})
export type ProfileUserUpdate = z.infer<typeof profileUserUpdateSchema>
export const profileUserUpdateBodySchema = z.object({ profileUser: profileUserUpdateSchema })
export type ProfileUserUpdateBody = z.input<typeof profileUserUpdateBodySchema>
export const profileUserUpdateReplySchema = z.object({ profileUser: profileUserSchema })
export type ProfileUserUpdateReply = z.infer<typeof profileUserUpdateReplySchema>

export const getChatQuerySchema = z.object({ id: positiveIntParam })
export const getChatReplySchema = z.object({ chat: chatSchema.nullable(), contact: chatContactSchema })
export type GetChatReply = z.infer<typeof getChatReplySchema>

export const MESSAGE_MAX_LENGTH = 2000

export const MESSAGE_REQUIRED = 'Message is required'

/** The composer and the back end share it: blank (white space only) is refused. */
export const messageTextSchema = z
  .string({ error: MESSAGE_REQUIRED })
  .max(MESSAGE_MAX_LENGTH, tooLongMessage(MESSAGE_MAX_LENGTH))
  .refine((text) => text.trim().length > 0, MESSAGE_REQUIRED)

const contactIdField = z.number({ error: 'Contact id is required' }).int().positive()

/**
 * A message is text, files or both: `message` may be blank only when `attachments` holds at least one file. The
 * composer checks the same rule before sending.
 */
export const sendMessageBodySchema = z.object({
  obj: z
    .object({
      contact: z.object({ id: contactIdField }),
      message: z
        .string({ error: MESSAGE_REQUIRED })
        .max(MESSAGE_MAX_LENGTH, tooLongMessage(MESSAGE_MAX_LENGTH)),
      attachments: z
        .array(chatAttachmentSchema, { error: 'Must be a list of files' })
        .max(CHAT_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS)
        .optional(),
    })
    .refine((obj) => obj.message.trim().length > 0 || (obj.attachments?.length ?? 0) > 0, {
      message: MESSAGE_REQUIRED,
      path: ['message'],
    }),
})
export type SendMessageBody = z.input<typeof sendMessageBodySchema>

export const sendMessageReplySchema = z.object({
  response: z.object({
    newMessageData: chatMessageSchema,
    /** The contact's id: what get-chat takes, so the page can open the chat it wrote to. */
    id: z.number().int().positive(),
    /** Only when this message started the chat. */
    chat: chatSchema.optional(),
  }),
})
export type SendMessageReply = z.infer<typeof sendMessageReplySchema>

/** `POST /apps/chat/chat-preferences`: mute or block a contact (either or both); the chat is made if none yet. */
export const chatPreferencesBodySchema = z
  .strictObject({ contactId: contactIdField, muted: z.boolean().optional(), blocked: z.boolean().optional() })
  .refine((body) => body.muted !== undefined || body.blocked !== undefined, {
    message: 'Give muted, blocked or both',
    path: ['muted'],
  })
export type ChatPreferencesBody = z.input<typeof chatPreferencesBodySchema>
/** `POST /apps/chat/clear-chat`: every message of the caller's chat with that contact goes; the chat's choices stay. */
export const clearChatBodySchema = z.strictObject({ contactId: contactIdField })
export const chatReplySchema = z.object({ chat: chatSchema })
export type ChatReply = z.infer<typeof chatReplySchema>

/** send-msg's body limit: room for the files at their limit, their names and types, and the longest text. */
export const SEND_MESSAGE_MAX_BODY_BYTES = CHAT_ATTACHMENTS_MAX * (DATA_URL_MAX + 1024) + 64 * 1024

/** Reads need `read` on Chat, writes `manage`. Every user sees only their own chats and profile. */
export const chatApi = {
  chatsAndContacts: endpoint({
    method: 'GET',
    path: '/apps/chat/chats-and-contacts',
    reply: chatsContactsReplySchema,
    summary: "The caller's chats (most recent first), every contact, and the caller's own card",
  }),
  profileUser: endpoint({
    method: 'GET',
    path: '/apps/chat/users/profile-user',
    reply: profileUserReplySchema,
    summary: "The caller's chat profile",
  }),
  updateProfileUser: endpoint({
    method: 'POST',
    path: '/apps/chat/users/profile-user',
    body: profileUserUpdateBodySchema,
    reply: profileUserUpdateReplySchema,
    summary: "Change the caller's about, status or settings",
  }),
  getChat: endpoint({
    method: 'GET',
    path: '/apps/chat/get-chat',
    query: getChatQuerySchema,
    reply: getChatReplySchema,
    summary: 'The chat with a contact (null when none yet), marked seen',
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/apps/chat/send-msg',
    body: sendMessageBodySchema,
    reply: sendMessageReplySchema,
    status: 201,
    maxBodyBytes: SEND_MESSAGE_MAX_BODY_BYTES,
    summary:
      'Send a message (text, files or both) to a contact; the first one starts the chat (409 when the caller blocked them)',
  }),
  chatPreferences: endpoint({
    method: 'POST',
    path: '/apps/chat/chat-preferences',
    body: chatPreferencesBodySchema,
    reply: chatReplySchema,
    summary: "Mute or block a contact in the caller's chats",
  }),
  clearChat: endpoint({
    method: 'POST',
    path: '/apps/chat/clear-chat',
    body: clearChatBodySchema,
    reply: chatReplySchema,
    summary: "Delete every message of the caller's chat with a contact",
  }),
}
/** A chat as the back end stores it: tied to the profile user who owns it. */
export const storedChatSchema = chatSchema.extend({ ownerId: z.number().int().positive() })
