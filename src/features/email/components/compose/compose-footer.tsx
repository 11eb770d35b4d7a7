import CalendarClock from 'lucide-react/icons/calendar-clock'
import Send from 'lucide-react/icons/send'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

export interface ComposeFooterProps {
  onDiscard: () => void
  /** Opens the schedule dialog (after compose's own checks). */
  onSchedule: () => void
  /** The pointer or focus on Schedule send: time to fetch the dialog's code. */
  onScheduleIntent: () => void
  sending: boolean
  scheduling: boolean
}

/** Discard, Schedule send and Send (the form's submit). */
export function ComposeFooter({
  onDiscard,
  onSchedule,
  onScheduleIntent,
  sending,
  scheduling,
}: ComposeFooterProps) {
  const { t } = useTranslation('email')
  const busy = sending || scheduling
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t px-5 py-3">
      <Button type="button" variant="ghost" onClick={onDiscard} disabled={busy}>
        {t('composer.discard')}
      </Button>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={onSchedule}
          onPointerEnter={onScheduleIntent}
          onFocus={onScheduleIntent}
          disabled={sending}
          loading={scheduling}
        >
          <CalendarClock aria-hidden />
          {t('composer.scheduleSend')}
        </Button>
        <Button type="submit" loading={sending} disabled={scheduling}>
          <Send className="rtl-flip" aria-hidden />
          {t('composer.send')}
        </Button>
      </div>
    </div>
  )
}
