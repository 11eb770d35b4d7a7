import { useId } from 'react'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'

interface OptionGroupProps<T extends string> {
  label: string
  value: T
  /** `swatch`: the classes of a dot drawn before the name; `swatchPrimary` gives the dot a primary-colour preset */
  options: readonly { value: T; label: string; swatch?: string; swatchPrimary?: string }[]
  onChange: (value: T) => void
  columns?: 2 | 3 | 4
  /** keep the label for screen readers only, when the section title already says it */
  hideLabel?: boolean
}

/** A labelled set of choices drawn as tiles; arrow keys move between them (Radix radio group). */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  columns = 2,
  hideLabel = false,
}: OptionGroupProps<T>) {
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className={cn('grid gap-2', { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' }[columns])}
      >
        {options.map((option) => {
          const id = `${labelId}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm transition-colors hover:bg-muted',
                option.value === value && 'border-primary-ink bg-primary-light text-primary-ink',
              )}
            >
              <RadioGroupItem id={id} value={option.value} />
              {option.swatch && (
                <span
                  aria-hidden="true"
                  data-primary={option.swatchPrimary}
                  className={cn('size-3.5 shrink-0 rounded-full', option.swatch)}
                />
              )}
              <span className="truncate">{option.label}</span>
            </label>
          )
        })}
      </RadioGroup>
    </div>
  )
}
