import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import type { PeriodChoices } from './period-choices'

interface PeriodSelectProps<P extends string> {
  choices: PeriodChoices<P>
  value: P
  onChange: (period: P) => void
  /** The card's title, so each picker on the page has its own name ("Period: Subscribers"). */
  card: string
}

export function PeriodSelect<P extends string>({ choices, value, onChange, card }: PeriodSelectProps<P>) {
  const { t } = useTranslation('dashboards')
  const id = useId()
  const [open, setOpen] = useState(false)
  const label = (option: P) => (choices.optionKeys ? t(choices.optionKeys[option]) : option)
  return (
    // Radix hands back one of the values offered below, so the string is a P
    <Select value={value} onValueChange={(next) => onChange(next as P)} open={open} onOpenChange={setOpen}>
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
