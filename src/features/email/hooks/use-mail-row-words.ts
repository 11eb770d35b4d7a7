import { EMAIL_LABELS, type EmailLabel } from '@contract/email.values'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fillIn, SLOT, translateEach } from '@/i18n/fill-in'

/** What a row says, translated once by the list for all its rows (src/i18n/fill-in.ts says why). */
export interface MailRowWords {
  language: string
  noSubject: string
  unread: string
  hasAttachments: string
  labels: Record<EmailLabel, string>
  select: (subject: string) => string
  star: (subject: string) => string
}

export function useMailRowWords(): MailRowWords {
  const { t, i18n } = useTranslation('email')
  const language = i18n.language
  return useMemo(
    () => ({
      language,
      noSubject: t('list.noSubject'),
      unread: t('list.unread'),
      hasAttachments: t('list.hasAttachments'),
      labels: translateEach(EMAIL_LABELS, (label) => t(`labels.${label}`)),
      select: fillIn(t('list.select', { subject: SLOT })),
      star: fillIn(t('list.star', { subject: SLOT })),
    }),
    [t, language],
  )
}
