import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { FormField } from './form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export interface SelectFieldProps<Values extends FieldValues, Transformed extends FieldValues = Values> {
  /** The form's control; a schema that transforms its values (a string amount to a number) is fine. */
  control: Control<Values, unknown, Transformed>
  name: FieldPath<Values>
  label: string
  error?: string
  required?: boolean
  /** `[value, text]` pairs, in the order the list shows them. */
  options: readonly (readonly [value: string, text: string])[]
}

/** A labelled select bound to a react-hook-form field: the label, error and list every form repeats. */
export function SelectField<Values extends FieldValues, Transformed extends FieldValues = Values>({
  control,
  name,
  label,
  error,
  required,
  options,
}: SelectFieldProps<Values, Transformed>) {
  return (
    <FormField label={label} error={error} required={required}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...wiring}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map(([value, text]) => (
                  <SelectItem key={value} value={value}>
                    {text}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  )
}
