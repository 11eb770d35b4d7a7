import { useId, useState } from 'react'
import type { IntentProps } from '@/components/ui/on-intent'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

export interface PeriodSelectListProps {
  values: readonly string[]
  value: string
  onChange: (value: string) => void
  /** the picker's accessible name ("Period: Subscribers") */
  name: string
  /** how an option reads */
  labelOf: (option: string) => string
  triggerClassName: string
}

/**
 * The card's picker once its code is there (period-select.tsx draws the closed field until then, and works out
 * its name and its options' words). Radix's trigger takes the drawn one's place with the same look, so `trigger`
 * is not used.
 */
export function PeriodSelectList({
  values,
  value,
  onChange,
  name,
  labelOf,
  triggerClassName,
  defaultOpen,
}: PeriodSelectListProps & IntentProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger id={id} size="sm" className={cn('w-auto', triggerClassName)} aria-label={name}>
        <SelectValue>{labelOf(value)}</SelectValue>
      </SelectTrigger>
      {/* Closed, Radix still renders every option (to read the chosen one's text): six pickers drew about 750
          components on the dashboard's load. The trigger names the value itself, and the list exists while open. */}
      {open && (
        <SelectContent>
          {values.map((option) => (
            <SelectItem key={option} value={option}>
              {labelOf(option)}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  )
}
