import type { Email } from '@contract/email'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { softColorClass } from '@/components/ui/theme-color'
import { toast } from '@/components/ui/toast'
import { useCancelSchedule } from '../api/schedule-email'
import { formatMailDate } from '../format'
import { cn } from '@/lib/utils'

/** A scheduled mail's time, and Cancel schedule, which takes it back to Drafts unsent. */
export function ScheduledNotice({
  mail,
  scheduledAt,
  onCancelled,
}: {
  mail: Email
  scheduledAt: string
  onCancelled: () => void
}) {
  const { t, i18n } = useTranslation('email')
  const cancel = useCancelSchedule()
  // the look of the kit's soft info alert, without its chunk: the mailbox's first load stays one script lighter
  return (
    <div className={cn('flex items-start gap-3 rounded-lg p-4 text-sm', softColorClass.info)}>
      <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="font-semibold">
          <time dateTime={scheduledAt}>
            {t('detail.willSend', { date: formatMailDate(scheduledAt, i18n.language) })}
          </time>
        </p>
        <div>
          <Button
            variant="outline"
            size="sm"
            loading={cancel.isPending}
            // the promise rather than mutate's callbacks: the answer moves the mail to Drafts, which can unmount
            // this notice before mutate's own onSuccess would run (TanStack Query then skips it)
            onClick={() =>
              void cancel.mutateAsync(mail.id).then(
                () => {
                  toast.success(t('toast.scheduleCancelled'))
                  onCancelled()
                },
                (error: Error) => toast.error(t('toast.failed'), { description: error.message }),
              )
            }
          >
            {t('actions.cancelSchedule')}
          </Button>
        </div>
      </div>
    </div>
  )
}
