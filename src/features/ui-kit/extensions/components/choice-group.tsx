import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'

export interface ChoiceGroupProps<Value extends string> {
  /** The group's visible name, read with it by screen readers. */
  label: string
  value: Value
  onChange: (value: Value) => void
  /** `[value, text]` pairs in display order. */
  options: readonly (readonly [Value, string])[]
  className?: string
}

/** A labelled row of radio buttons: the options a demo lets the user choose between before running it. */
export function ChoiceGroup<Value extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: ChoiceGroupProps<Value>) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as Value)}
        className="flex flex-wrap gap-x-5 gap-y-3"
      >
        {options.map(([option, text]) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option}`} value={option} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {text}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  )
}
