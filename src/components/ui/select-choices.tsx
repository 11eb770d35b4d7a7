import type { ComponentProps } from 'react'
import type { IntentProps } from './on-intent'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export interface SelectChoice {
  value: string
  label: string
}

export interface SelectChoicesProps {
  value: string
  /** the chosen choice's words, worked out by the drawn field */
  label: string
  choices: readonly SelectChoice[]
  onValueChange: (value: string) => void
  size: 'sm' | 'md'
  className?: string
  /** the drawn field's other props (id, aria-labelledby...), for Radix's trigger */
  triggerProps: Omit<ComponentProps<'button'>, 'ref'>
}

/**
 * `SelectOnIntent`'s field once its code is there: Radix's trigger takes the drawn one's place with the same look,
 * so `IntentProps.trigger` is not used. The options render only while the list is open (`valueLabel`).
 */
export function SelectChoices({
  value,
  label,
  choices,
  onValueChange,
  size,
  className,
  triggerProps,
  defaultOpen,
}: SelectChoicesProps & IntentProps) {
  return (
    <Select value={value} valueLabel={label} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger {...triggerProps} size={size} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
