import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Combobox, type ComboboxProps } from '@/components/ui/combobox'
import { countryOptionsFor } from '@/lib/countries'

interface CountryComboboxProps extends Omit<
  ComboboxProps,
  'options' | 'text' | 'onTextChange' | 'onPick' | 'onEnter' | 'selected'
> {
  /** The country's English name, as the contract stores it ('' for none). */
  value: string
  onChange: (value: string) => void
}

/**
 * A country, searchable by its name in the reader's language (src/lib/countries.ts): the box shows the chosen
 * country; typing filters the list; leaving the box empty clears the choice, leaving it with other text puts the
 * chosen country back.
 */
export function CountryCombobox({ value, onChange, onBlur, ...props }: CountryComboboxProps) {
  const { i18n } = useTranslation()
  const options = countryOptionsFor(i18n.language, value).map(([english, name]) => ({
    value: english,
    label: name,
  }))
  // what the user is typing; null shows the chosen country's name
  const [draft, setDraft] = useState<string | null>(null)
  const chosen = options.find((option) => option.value === value)?.label ?? ''
  return (
    <Combobox
      {...props}
      options={options}
      selected={value}
      text={draft ?? chosen}
      onTextChange={setDraft}
      onPick={(option) => {
        setDraft(null)
        onChange(option.value)
      }}
      onBlur={(event) => {
        if (draft !== null && draft.trim() === '') onChange('')
        setDraft(null)
        onBlur?.(event)
      }}
    />
  )
}
