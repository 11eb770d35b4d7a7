import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@contract/calendar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

interface EventsStatusProps {
  query: UseQueryResult<CalendarEvent[]>
  noneSelected: boolean
}

/** One line above the calendar for loading, a failed load (with retry) and the "no calendar selected" case. */
export function EventsStatus({ query, noneSelected }: EventsStatusProps) {
  const { t } = useTranslation('calendar')
  if (query.isError)
    return (
      <div role="alert" className="flex items-center gap-3 bg-danger-light px-4 py-2 text-sm text-danger-ink">
        {t('states.loadError')}
        <Button size="sm" variant="outline" color="danger" onClick={() => void query.refetch()}>
          {t('states.retry')}
        </Button>
      </div>
    )
  if (query.isPending || (query.isFetching && query.isPlaceholderData))
    return (
      <div role="status" className="flex items-center gap-2 px-4 py-2 text-sm text-muted-foreground">
        <Spinner size="sm" />
        {t('states.loading')}
      </div>
    )
  if (noneSelected)
    return (
      <p role="status" className="bg-warning-light px-4 py-2 text-sm text-warning-ink">
        {t('states.noneSelected')}
      </p>
    )
  return null
}
