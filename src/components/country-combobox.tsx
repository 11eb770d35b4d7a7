import { useState } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Combobox, type ComboboxProps } from '@/components/ui/combobox'
import { FormField } from '@/components/ui/form-field'
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

interface CountryFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPathByValue<T, string>
  label: string
  error?: string
  /** The list's accessible name and what it says when nothing matches, in the form's namespace. */
  listLabel: string
  emptyText: string
  placeholder?: string
}

/** A form's country: a FormField holding a CountryCombobox bound to a react-hook-form field. */
export function CountryField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  listLabel,
  emptyText,
  placeholder,
}: CountryFieldProps<T>) {
  return (
    <FormField label={label} error={error}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <CountryCombobox
              {...wiring}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              listLabel={listLabel}
              emptyText={emptyText}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </FormField>
  )
}
