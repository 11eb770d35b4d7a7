import type { ChatStatus } from '@contract/chat'

/** The ring around the user's own avatar, in the status dot's colours. */
export const statusRing: Record<ChatStatus, string> = {
  online: 'ring-success',
  busy: 'ring-danger',
  away: 'ring-warning',
  offline: 'ring-secondary',
}
