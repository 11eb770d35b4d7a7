import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_PERIODS, type CardPeriod } from '@contract/cards.values'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

const PERIOD_KEYS = {
  'Last 28 Days': 'last28Days',
  'Last Month': 'lastMonth',
  'Last Year': 'lastYear',
} as const

interface PeriodSelectProps {
  value: CardPeriod
  onChange: (period: CardPeriod) => void
  /** The card's title, so each picker on the page has its own name ("Period: Subscribers"). */
  card: string
}

export function PeriodSelect({ value, onChange, card }: PeriodSelectProps) {
  const { t } = useTranslation('dashboards')
  const id = useId()
  return (
    <Select value={value} onValueChange={(next) => onChange(next as CardPeriod)}>
      <SelectTrigger id={id} size="sm" className="w-auto min-w-36" aria-label={t('periodFor', { card })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CARD_PERIODS.map((period) => (
          <SelectItem key={period} value={period}>
            {t(`periods.${PERIOD_KEYS[period]}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
