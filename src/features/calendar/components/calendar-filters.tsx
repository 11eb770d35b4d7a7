import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarName } from '@contract/calendar.values'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { calendarFilterStore, useSelectedCalendars } from '../calendar-filter-store'

/** A checked box takes its calendar's colour (spelled out so Tailwind finds the classes). */
const CHECKED_CLASS: Record<CalendarName, string> = {
  Personal: 'data-[state=checked]:border-danger data-[state=checked]:bg-danger',
  Business: 'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  Family: 'data-[state=checked]:border-warning data-[state=checked]:bg-warning',
  Holiday: 'data-[state=checked]:border-success data-[state=checked]:bg-success',
  ETC: 'data-[state=checked]:border-info data-[state=checked]:bg-info',
}

/** "View all" plus one box per calendar; the choice lives in the feature's persisted store. */
export function CalendarFilters() {
  const { t } = useTranslation('calendar')
  const selected = useSelectedCalendars()
  const headingId = useId()
  const allState =
    selected.length === CALENDARS.length ? true : selected.length === 0 ? false : 'indeterminate'
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('filters')}
      </h2>
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${headingId}-all`}
          checked={allState}
          onCheckedChange={calendarFilterStore.toggleAll}
        />
        <Label htmlFor={`${headingId}-all`} className="font-normal">
          {t('viewAll')}
        </Label>
      </div>
      {CALENDARS.map((name) => (
        <div key={name} className="flex items-center gap-2.5">
          <Checkbox
            id={`${headingId}-${name}`}
            checked={selected.includes(name)}
            onCheckedChange={() => calendarFilterStore.toggle(name)}
            className={CHECKED_CLASS[name]}
          />
          <Label htmlFor={`${headingId}-${name}`} className="font-normal">
            {t(`calendars.${name}`)}
          </Label>
        </div>
      ))}
    </section>
  )
}
