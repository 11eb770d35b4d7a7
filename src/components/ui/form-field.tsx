import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Label } from './label'

/** What the field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

export interface FormFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The validation message; its presence marks the control invalid. */
  error?: ReactNode
  required?: boolean
  /** Use the control's own id, e.g. for links that jump to the field. */
  id?: string
  /** Control first and label beside it: for checkboxes and switches. */
  inline?: boolean
  className?: string
  /**
   * One element (input, textarea, checkbox, ...) that receives the wiring as props, or a function for
   * compound controls such as Select, where the props belong on an inner part (the trigger).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode)
}

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined || undefined
}

export function FormField({ label, hint, error, required, id, inline, className, children }: FormFieldProps) {
  const autoId = useId()
  const controlId = id ?? `${autoId}-control`
  const hintId = `${autoId}-hint`
  const errorId = `${autoId}-error`
  const hasError = error != null && error !== false && error !== ''

  const wiring: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': joinIds(hasError && errorId, hint != null && hintId),
    'aria-required': required ? true : undefined,
  }

  let control: ReactNode
  if (typeof children === 'function') {
    control = children(wiring)
  } else if (isValidElement(children)) {
    control = cloneElement(children, {
      ...wiring,
      'aria-describedby': joinIds(wiring['aria-describedby'], children.props['aria-describedby']),
    })
  }

  const labelNode = (
    <Label htmlFor={controlId}>
      {label}
      {required && (
        // the control carries aria-required, so the star is for sighted users only
        <span aria-hidden className="text-danger-ink">
          *
        </span>
      )}
    </Label>
  )

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-1.5', className)}>
      {inline ? (
        <div className="flex items-center gap-2.5">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {hint != null && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-sm text-danger-ink">
          {error}
        </p>
      )}
    </div>
  )
}
