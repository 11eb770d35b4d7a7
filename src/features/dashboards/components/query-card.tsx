import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

interface QueryCardProps<T> {
  title: string
  query: UseQueryResult<T>
  /** A period or year picker; stays usable while the body loads or fails. */
  action?: ReactNode
  /** Height of the placeholder, so the grid does not jump when the data arrives. */
  skeletonClassName?: string
  className?: string
  children: (data: T) => ReactNode
}

/** Every dashboard card loads, fails and retries the same way; only the body differs. */
export function QueryCard<T>({
  title,
  query,
  action,
  skeletonClassName,
  className,
  children,
}: QueryCardProps<T>) {
  const { t } = useTranslation('dashboards')
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent aria-busy={query.isPending || query.isFetching} className="min-w-0">
        {query.isPending ? (
          <div role="status" aria-label={t('loading')}>
            <Skeleton className={cn('h-40 w-full', skeletonClassName)} />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 py-4">
            <p className="text-sm text-muted-foreground">{t('error')}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  )
}
