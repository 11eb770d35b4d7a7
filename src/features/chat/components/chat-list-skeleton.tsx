import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'

export function ChatListSkeleton() {
  const { t } = useTranslation(['chat', 'common'])
  return (
    <div role="status" aria-label={t('common:loading')} className="flex flex-col gap-3 p-3">
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  )
}
