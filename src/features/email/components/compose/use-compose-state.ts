import {
  emailDraftSchema,
  INVALID_ADDRESS_MESSAGE,
  mailAddressSchema,
  sendableDraftSchema,
  type MailAddress,
} from '@contract/email'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translatedLimit } from '@/lib/text-limits'
import type { ComposeValues } from '../../compose-model'

export const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const
export type RecipientField = (typeof RECIPIENT_FIELDS)[number]
export type ComposeErrors = Partial<Record<RecipientField | 'subject' | 'message' | 'attachments', string>>

/** Splits typed text into addresses; the first token that is no address is returned as `invalid`. */
export function parseAddresses(text: string, known: { name: string; email: string }[] = []) {
  const addresses: MailAddress[] = []
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = mailAddressSchema.safeParse({ email: token })
    if (!parsed.success) return { addresses, invalid: token }
    const contact = known.find((c) => c.email.toLowerCase() === parsed.data.email.toLowerCase())
    addresses.push({ name: contact?.name ?? '', email: parsed.data.email })
  }
  return { addresses, invalid: undefined }
}

/**
 * Compose's form state: the values, the text still being typed in each recipient box, and the messages shown
 * beside the fields. Text that is not yet an address is kept (never thrown away) and reported.
 */
export function useComposeState(initial: ComposeValues, contacts: { name: string; email: string }[]) {
  const { t } = useTranslation(['email', 'common'])
  const [values, setValues] = useState(initial)
  const [texts, setTexts] = useState<Record<RecipientField, string>>({ to: '', cc: '', bcc: '' })
  const [errors, setErrors] = useState<ComposeErrors>({})

  const setField = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const setText = (field: RecipientField, text: string) => {
    setTexts((all) => ({ ...all, [field]: text }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  /** Moves the typed text of a box into its recipients; false (and a message) when it is not an address. */
  const commit = (field: RecipientField, text = texts[field]) => {
    const { addresses, invalid } = parseAddresses(text, contacts)
    const known = new Set(values[field].map((a) => a.email.toLowerCase()))
    const fresh = addresses.filter((a) => !known.has(a.email.toLowerCase()))
    if (fresh.length) setField(field, [...values[field], ...fresh])
    setTexts((all) => ({ ...all, [field]: invalid ?? '' }))
    if (invalid) setErrors((e) => ({ ...e, [field]: t('composer.invalidAddress', { value: invalid }) }))
    return !invalid
  }

  /** The values with every box's typed text included; null (and messages) when something is wrong. */
  function collect(forSend: boolean): ComposeValues | null {
    const next = { ...values }
    const found: ComposeErrors = {}
    for (const field of RECIPIENT_FIELDS) {
      const { addresses, invalid } = parseAddresses(texts[field], contacts)
      next[field] = [...values[field], ...addresses]
      if (invalid) found[field] = t('composer.invalidAddress', { value: invalid })
    }
    // a draft needs no recipient, but the same limits as a mail (a subject too long was refused by the server)
    if (!found.to) {
      const parsed = (forSend ? sendableDraftSchema : emailDraftSchema).safeParse(next)
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = issue.path[0] as keyof ComposeErrors
        const message =
          key === 'to' && issue.path.length === 1
            ? t('composer.noRecipient')
            : issue.message === INVALID_ADDRESS_MESSAGE
              ? t('composer.invalidAddress', { value: '' })
              : (translatedLimit(t, issue.message) ?? issue.message)
        found[key] ??= message
      }
    }
    setErrors(found)
    return Object.keys(found).length ? null : next
  }

  return { values, texts, errors, setErrors, setField, setText, commit, collect }
}
export type ComposeState = ReturnType<typeof useComposeState>
