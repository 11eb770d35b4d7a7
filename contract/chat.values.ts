/* The chat calls' plain values, without zod, for pages that only need them. `chat.ts` re-exports them. */

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]
