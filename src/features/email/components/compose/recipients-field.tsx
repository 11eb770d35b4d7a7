import type { MailAddress } from '@contract/email'
import X from 'lucide-react/icons/x'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Combobox } from '@/components/ui/combobox'
import type { FieldControlProps } from '@/components/ui/form-field'

export interface RecipientsFieldProps {
  control: FieldControlProps
  value: MailAddress[]
  text: string
  contacts: { name: string; email: string }[]
  onTextChange: (text: string) => void
  /** Turns the typed text into recipients (Enter, comma, a picked contact, leaving the box). */
  onCommit: (text?: string) => void
  onRemove: (email: string) => void
}

/** Recipients as removable chips, then a combobox that suggests contacts as you type and takes any address. */
export function RecipientsField({
  control,
  value,
  text,
  contacts,
  onTextChange,
  onCommit,
  onRemove,
}: RecipientsFieldProps) {
  const { t } = useTranslation('email')
  const chosen = new Set(value.map((person) => person.email))
  const options = contacts
    .filter((contact) => !chosen.has(contact.email))
    .map((contact) => ({ value: contact.email, label: contact.name || contact.email, detail: contact.email }))
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ',' || event.key === ';') {
      event.preventDefault()
      if (text.trim()) onCommit()
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onRemove(value[value.length - 1].email)
    }
  }
  return (
    <Combobox
      {...control}
      inputMode="email"
      options={options}
      text={text}
      onTextChange={onTextChange}
      onPick={(contact) => onCommit(contact.value)}
      onEnter={() => text.trim() && onCommit()}
      listLabel={t('composer.contacts')}
      onKeyDown={onKeyDown}
      onBlur={() => text.trim() && onCommit()}
      before={
        value.length > 0 && (
          <ul className="contents">
            {value.map((person) => (
              <li
                key={person.email}
                className="flex items-center gap-1 rounded-md bg-primary-light py-0.5 ps-2 pe-1 text-sm text-primary-ink"
              >
                <span title={person.email}>{person.name || person.email}</span>
                <button
                  type="button"
                  onClick={() => onRemove(person.email)}
                  aria-label={t('composer.removeRecipient', { address: person.email })}
                  className="inline-flex size-6 items-center justify-center rounded hover:bg-primary/15"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )
      }
    />
  )
}
