/* The chat calls' plain values, without zod, for pages that only need them. `chat.ts` re-exports them. */

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

/** A message carries at most this many files (contract/chat.ts), each at most this many bytes. */
export const CHAT_ATTACHMENTS_MAX = 3
export const CHAT_ATTACHMENT_MAX_BYTES = 1024 * 1024
/** Shown inline in the bubble; any other type is a download chip. */
export const CHAT_INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
