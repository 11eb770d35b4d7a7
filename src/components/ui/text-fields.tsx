import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FormField } from './form-field'
import { Input } from './input'

/** One plain text field of a form: its name, and what the browser may fill in. */
export interface TextFieldSpec<Name extends string> {
  name: Name
  required?: boolean
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'url'
}

/**
 * A form's plain text fields in order, each a labelled input bound to react-hook-form with its message: for
 * forms whose fields differ only by name (a client's or a user's details).
 */
export function TextFields<Values extends FieldValues, Transformed extends FieldValues = Values>({
  form,
  fields,
  label,
}: {
  form: UseFormReturn<Values, unknown, Transformed>
  fields: readonly TextFieldSpec<Path<Values>>[]
  /** The translated label of a field. */
  label: (name: Path<Values>) => string
}) {
  return fields.map(({ name, required, autoComplete, type = 'text' }) => (
    <FormField
      key={name}
      label={label(name)}
      error={form.getFieldState(name, form.formState).error?.message}
      required={required}
    >
      <Input type={type} autoComplete={autoComplete} {...form.register(name)} />
    </FormField>
  ))
}
