import { useId, type ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

export interface SwitchRow<T> {
  name: Path<T> & string
  label: string
  hint?: string
  /** Shown at the row's end (a "Connected" badge). */
  aside?: ReactNode
}

/** Rows of labelled switches bound to a form of booleans. */
export function SwitchList<T extends FieldValues>({
  control,
  rows,
}: {
  control: Control<T>
  rows: SwitchRow<T>[]
}) {
  return (
    <ul className="flex flex-col divide-y">
      {rows.map((row) => (
        <SwitchListRow key={row.name} control={control} row={row} />
      ))}
    </ul>
  )
}

function SwitchListRow<T extends FieldValues>({ control, row }: { control: Control<T>; row: SwitchRow<T> }) {
  const id = useId()
  return (
    <li className="flex items-center gap-3 py-3">
      <Controller
        control={control}
        name={row.name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={row.hint ? `${id}-hint` : undefined}
          />
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Label htmlFor={id}>{row.label}</Label>
        {row.hint && (
          <span id={`${id}-hint`} className="text-sm text-muted-foreground">
            {row.hint}
          </span>
        )}
      </div>
      {row.aside}
    </li>
  )
}
