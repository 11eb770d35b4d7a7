import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId, type ComponentProps } from 'react'
import { lazyComponent } from '@/lib/lazy-component'
import { cn } from '@/lib/utils'
import { selectTriggerClass } from './menu-styles'
import { OnIntent } from './on-intent'
import type { SelectChoice } from './select-choices'

export type { SelectChoice } from './select-choices'

// Radix's select, its list and floating-ui load on the first hover, focus or press of the field
const SelectChoices = lazyComponent(() => import('./select-choices'), 'SelectChoices')

export type SelectOnIntentProps = Omit<
  ComponentProps<'button'>,
  'value' | 'onChange' | 'children' | 'type' | 'role' | 'ref'
> & {
  value: string
  /** Every option, in order, with the words it reads as. */
  choices: readonly SelectChoice[]
  onValueChange: (value: string) => void
  size?: 'sm' | 'md'
}

/**
 * A select of a few plain options that mounts Radix only once the user shows interest in it (docs/ui-primitives.md,
 * "A select on intent"): until then the field is a button that looks and reads as Radix's closed trigger. A
 * mounted Radix select registers its popper anchor in a render React cannot slice, so a list's toolbar of four
 * selects cost its first load a blocking commit. Props other than the value and choices go to the trigger (an id
 * from `FormField`, `aria-labelledby`...).
 */
export function SelectOnIntent({
  value,
  choices,
  onValueChange,
  size = 'md',
  className,
  ...triggerProps
}: SelectOnIntentProps) {
  const listId = useId()
  const label = choices.find((choice) => choice.value === value)?.label ?? value
  return (
    <OnIntent
      control={SelectChoices}
      popup="listbox"
      props={{ value, label, choices, onValueChange, size, className, triggerProps }}
      trigger={
        <button
          type="button"
          role="combobox"
          // as Radix's closed trigger: the list it controls exists while open
          aria-controls={listId}
          aria-expanded={false}
          aria-autocomplete="none"
          {...triggerProps}
          className={cn(selectTriggerClass(size), className)}
        >
          <span>
            <bdi>{label}</bdi>
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      }
    />
  )
}
