import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { selectTriggerClass } from '@/components/ui/menu-styles'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'
import type { PeriodChoices } from './period-choices'

// Radix's select loads on the first hover, focus or press of a picker (src/components/ui/on-intent.tsx)
const PeriodSelectList = lazyComponent(() => import('./period-select-list'), 'PeriodSelectList')

interface PeriodSelectProps<P extends string> {
  choices: PeriodChoices<P>
  value: P
  onChange: (period: P) => void
  /** The card's title, so each picker on the page has its own name ("Period: Subscribers"). */
  card: string
}

export function PeriodSelect<P extends string>({ choices, value, onChange, card }: PeriodSelectProps<P>) {
  const { t } = useTranslation('dashboards')
  const listId = useId()
  const labelOf = (option: P) => (choices.optionKeys ? t(choices.optionKeys[option]) : option)
  const name = t(choices.nameKey, { card })
  return (
    <OnIntent
      control={PeriodSelectList}
      popup="listbox"
      // Radix hands back one of the values offered, so the string is a P
      props={{
        values: choices.values,
        value,
        onChange: (next) => onChange(next as P),
        name,
        labelOf: (option) => labelOf(option as P),
        triggerClassName: choices.triggerClassName,
      }}
      trigger={
        <button
          type="button"
          role="combobox"
          // as Radix's closed trigger: the list it controls exists while open
          aria-controls={listId}
          aria-expanded={false}
          aria-label={name}
          className={cn(selectTriggerClass('sm'), 'w-auto', choices.triggerClassName)}
        >
          <span>{labelOf(value)}</span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      }
    />
  )
}
