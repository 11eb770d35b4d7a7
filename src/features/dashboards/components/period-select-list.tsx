import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { IntentProps } from '@/components/ui/on-intent'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import type { PeriodSelectProps } from './period-select'

/**
 * The card's picker once its code is there (period-select.tsx draws the closed field until then). Radix's
 * trigger takes the drawn one's place with the same look, so `trigger` is not used.
 */
export function PeriodSelectList({
  choices,
  value,
  onChange,
  card,
  defaultOpen,
}: PeriodSelectProps<string> & IntentProps) {
  const { t } = useTranslation('dashboards')
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const label = (option: string) => (choices.optionKeys ? t(choices.optionKeys[option]) : option)
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        id={id}
        size="sm"
        className={cn('w-auto', choices.triggerClassName)}
        aria-label={t(choices.nameKey, { card })}
      >
        <SelectValue>{label(value)}</SelectValue>
      </SelectTrigger>
      {/* Closed, Radix still renders every option (to read the chosen one's text): six pickers drew about 750
          components on the dashboard's load. The trigger names the value itself, and the list exists while open. */}
      {open && (
        <SelectContent>
          {choices.values.map((option) => (
            <SelectItem key={option} value={option}>
              {label(option)}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  )
}
