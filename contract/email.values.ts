/*
 * The email calls' plain values, without zod, for pages that only need them. `email.ts` re-exports everything
 * here.
 */

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]

/** What `folder` may name in a query: a stored folder or the starred view. */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const
export type EmailView = (typeof EMAIL_VIEWS)[number]

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof EMAIL_LABELS)[number]

/** The folders `emailsMeta` counts unread mail in. */
export const EMAIL_META_FOLDERS = ['inbox', 'draft', 'spam'] as const

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
