import { useTranslation } from 'react-i18next'
import { SelectOnIntent } from '@/components/ui/select-on-intent'
import { cn } from '@/lib/utils'
import type { PeriodChoices } from './period-choices'

interface PeriodSelectProps<P extends string> {
  choices: PeriodChoices<P>
  value: P
  onChange: (period: P) => void
  /** The card's title, so each picker on the page has its own name ("Period: Subscribers"). */
  card: string
}

/** A card's period (or year) picker: the UI kit's select, whose Radix part loads on the first hover, focus or press. */
export function PeriodSelect<P extends string>({ choices, value, onChange, card }: PeriodSelectProps<P>) {
  const { t } = useTranslation('dashboards')
  const { optionKeys } = choices
  return (
    <SelectOnIntent
      value={value}
      choices={choices.values.map((option) => ({
        value: option,
        label: optionKeys ? t(optionKeys[option]) : option,
      }))}
      // Radix hands back one of the values offered, so the string is a P
      onValueChange={(next) => onChange(next as P)}
      size="sm"
      aria-label={t(choices.nameKey, { card })}
      className={cn('w-auto', choices.triggerClassName)}
    />
  )
}
