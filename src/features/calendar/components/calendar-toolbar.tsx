import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Menu from 'lucide-react/icons/menu'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { CALENDAR_VIEWS, type CalendarViewName } from '../calendar-views'

interface CalendarToolbarProps {
  title: string
  view: string | undefined
  onPrev: () => void
  onNext: () => void
  onToday: () => void
  onView: (view: CalendarViewName) => void
  /** Below the desktop width the sidebar is a drawer; this opens it. */
  onOpenSidebar?: () => void
}

/** Our own toolbar over FullCalendar's controller: app buttons, translated labels, the period as a heading. */
export function CalendarToolbar({
  title,
  view,
  onPrev,
  onNext,
  onToday,
  onView,
  onOpenSidebar,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar')
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-3 border-b p-3 sm:p-4">
      {/* phones: menu and title on a row of their own, navigation and views below */}
      <div className="flex min-w-0 basis-full items-center gap-2 sm:order-2 sm:flex-1 sm:basis-auto">
        {onOpenSidebar && (
          <Button variant="ghost" size="icon-sm" onClick={onOpenSidebar} aria-label={t('openSidebar')}>
            <Menu aria-hidden />
          </Button>
        )}
        <h2
          aria-live="polite"
          className="min-w-0 flex-1 truncate text-lg font-semibold first-letter:uppercase"
        >
          {title}
        </h2>
      </div>
      <div className="flex items-center gap-1 sm:order-1">
        <Button variant="ghost" size="icon-sm" onClick={onPrev} aria-label={t('toolbar.previous')}>
          <ChevronLeft aria-hidden className="rtl-flip" />
        </Button>
        <Button variant="ghost" size="icon-sm" onClick={onNext} aria-label={t('toolbar.next')}>
          <ChevronRight aria-hidden className="rtl-flip" />
        </Button>
        <Button variant="outline" color="neutral" size="sm" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
      </div>
      <div
        role="group"
        aria-label={t('toolbar.views')}
        className="ms-auto flex rounded-lg border p-0.5 sm:order-3"
      >
        {(Object.keys(CALENDAR_VIEWS) as CalendarViewName[]).map((name) => {
          const active = view === CALENDAR_VIEWS[name]
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active}
              onClick={() => onView(name)}
              className={cn(
                'rounded-md px-2.5 py-1 text-sm font-medium transition-colors sm:px-3',
                active ? 'bg-primary text-white' : 'text-foreground hover:bg-muted',
              )}
            >
              {t(`toolbar.${name}`)}
            </button>
          )
        })}
      </div>
    </div>
  )
}
