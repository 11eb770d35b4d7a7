import type { MailAddress } from '@contract/email'
import { X } from 'lucide-react'
import { useId, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldControlProps } from '@/components/ui/form-field'
import { fieldClass } from '@/components/ui/input'
import { cn } from '@/lib/utils'

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

/** Recipients as removable chips, then a box that suggests contacts and takes any address. */
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
  const listId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault()
      if (text.trim()) onCommit()
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onRemove(value[value.length - 1].email)
    }
  }
  return (
    <div
      className={cn(
        fieldClass,
        'flex min-h-9.5 flex-wrap items-center gap-1.5 py-1 focus-within:border-primary-ink focus-within:ring-2 focus-within:ring-ring/40',
        control['aria-invalid'] && 'border-danger-ink',
      )}
    >
      {value.length > 0 && (
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
                aria-label={t('composer.removeRecipient', { name: person.name || person.email })}
                className="rounded p-0.5 hover:bg-primary/15"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...control}
        type="text"
        inputMode="email"
        list={listId}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const picked = (event.nativeEvent as InputEvent).inputType === 'insertReplacementText'
          if (picked || contacts.some((c) => c.email === event.target.value)) onCommit(event.target.value)
          else onTextChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && onCommit()}
        className="min-w-32 flex-1 bg-transparent outline-none"
      />
      <datalist id={listId}>
        {contacts.map((contact) => (
          <option key={contact.email} value={contact.email}>
            {contact.name}
          </option>
        ))}
      </datalist>
    </div>
  )
}
