import type { Email } from '@contract/email'
import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useCancelSchedule } from '../api/schedule-email'
import { formatMailDate } from '../format'

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
  return (
    <Alert
      color="info"
      icon={<CalendarClock aria-hidden />}
      title={
        <time dateTime={scheduledAt}>
          {t('detail.willSend', { date: formatMailDate(scheduledAt, i18n.language) })}
        </time>
      }
      actions={
        <Button
          variant="outline"
          size="sm"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(mail.id, {
              onSuccess: () => {
                toast.success(t('toast.scheduleCancelled'))
                onCancelled()
              },
              onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
            })
          }
        >
          {t('actions.cancelSchedule')}
        </Button>
      }
    />
  )
}
