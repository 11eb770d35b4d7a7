import MapPin from 'lucide-react/icons/map-pin'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { OFFICES, type Office, type OfficeId } from './leaflet-offices'

/** The list beside the map: one button per office; the selected one is marked for sight and screen readers. */
export function PlaceList({
  selected,
  onSelect,
}: {
  selected: OfficeId | null
  onSelect: (office: Office) => void
}) {
  const { t } = useTranslation('maps')
  return (
    <ul aria-label={t('offices.list')} className="flex flex-col gap-1">
      {OFFICES.map((office) => (
        <li key={office.id}>
          <button
            type="button"
            aria-pressed={selected === office.id}
            onClick={() => onSelect(office)}
            className={cn(
              'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm transition-colors hover:bg-muted',
              selected === office.id && 'bg-primary/10 font-medium text-primary-ink',
            )}
          >
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{t(`offices.places.${office.id}.city`)}</span>
            <span className="text-xs text-muted-foreground">
              {t('offices.staff', { count: office.staff })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
