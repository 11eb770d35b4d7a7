import type { EmailListParams } from '../search'

/** Every email query starts with 'email', so one invalidation after a change refreshes lists, badges and mails. */
export const emailKeys = {
  all: ['email'] as const,
  lists: () => ['email', 'list'] as const,
  list: (params: EmailListParams) => ['email', 'list', params] as const,
  mail: (id: number, params: EmailListParams) => ['email', 'mail', id, params] as const,
  contacts: () => ['email', 'contacts'] as const,
}
