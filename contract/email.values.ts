/*
 * The email calls' plain values, without zod, for pages that only need them. `email.ts` re-exports everything
 * here.
 */

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash', 'scheduled'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]

/**
 * The folders a mail can be moved to by hand. Only scheduling puts a mail in `scheduled` (it needs a time), and
 * only its time or Cancel schedule takes it out.
 */
export const MOVABLE_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type MovableFolder = (typeof MOVABLE_FOLDERS)[number]

/** What `folder` may name in a query: a stored folder or the starred view. */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const
export type EmailView = (typeof EMAIL_VIEWS)[number]

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof EMAIL_LABELS)[number]

/** The folders `emailsMeta` counts unread mail in; it counts every mail in `scheduled`, read or not. */
export const EMAIL_META_FOLDERS = ['inbox', 'draft', 'spam'] as const

/** The latest a mail may be scheduled for, from now. */
export const MAX_SCHEDULE_DAYS = 365
export const SCHEDULE_NOT_A_TIME_MESSAGE = 'Enter a date and time'
export const SCHEDULE_PAST_MESSAGE = 'Choose a time in the future'
export const SCHEDULE_TOO_FAR_MESSAGE = `Choose a time at most ${MAX_SCHEDULE_DAYS} days ahead`

/**
 * What is wrong with a send time (an ISO 8601 instant) at `now` (ms), or undefined when it may be used: in the
 * future, at most MAX_SCHEDULE_DAYS ahead. The back end judges by its own clock and the page by the device's, so
 * both say the same thing about the same time.
 */
export function scheduleProblem(scheduledAt: string, now: number): string | undefined {
  const time = Date.parse(scheduledAt)
  if (Number.isNaN(time)) return SCHEDULE_NOT_A_TIME_MESSAGE
  if (time <= now) return SCHEDULE_PAST_MESSAGE
  if (time > now + MAX_SCHEDULE_DAYS * 86_400_000) return SCHEDULE_TOO_FAR_MESSAGE
  return undefined
}

/**
 * The view a list query names: its folder, else the inbox, unless a label is named: then undefined, meaning
 * every folder but trash. The back end filters by it and the page's sidebar highlights it.
 */
export const listViewOf = ({
  folder,
  label,
}: {
  folder?: EmailView
  label?: EmailLabel
}): EmailView | undefined => folder ?? (label ? undefined : 'inbox')
