import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { BROWSERS, COUNTRIES, REFERRALS } from '../data'
import { ProgressBar } from './progress-bar'

type Referral = (typeof REFERRALS)[number]

export function CountriesCard() {
  const { t } = useTranslation('cards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const percent = useNumberFormat({ style: 'percent' })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.countries.title')}</CardTitle>
        <CardDescription>{t('analytics.countries.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {COUNTRIES.map((country) => {
            const name = t(`analytics.countryNames.${country.id}`)
            return (
              <li key={country.id} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium">{name}</span>
                  {/* flex and gap rather than a margin: two numbers side by side keep their spacing under bidi */}
                  <span className="flex gap-2 tabular-nums">
                    <span>{money(country.revenue)}</span>
                    <span className="text-muted-foreground">{percent(country.share / 100)}</span>
                  </span>
                </div>
                <ProgressBar value={country.share} label={name} color={country.color} />
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}

export function BrowsersCard() {
  const { t } = useTranslation('cards')
  const percent = useNumberFormat({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.browsers.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {BROWSERS.map((browser) => (
            <li key={browser.name} className="grid grid-cols-[5rem_1fr_3.5rem] items-center gap-3 text-sm">
              <span className="font-medium">{browser.name}</span>
              <ProgressBar value={browser.share} label={browser.name} color={browser.color} />
              <span className="text-end tabular-nums">{percent(browser.share / 100)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

export function ReferralsCard() {
  const { t } = useTranslation('cards')
  const number = useNumberFormat()
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' })
  const title = t('analytics.referrals.title')
  const columns: SimpleColumn<Referral>[] = [
    {
      id: 'source',
      header: t('analytics.referrals.source'),
      renderCell: (row) => row.source,
      className: 'font-medium',
    },
    {
      id: 'visits',
      header: t('analytics.referrals.visits'),
      align: 'end',
      renderCell: (row) => number(row.visits),
      className: 'tabular-nums',
    },
    {
      id: 'change',
      header: t('analytics.referrals.change'),
      align: 'end',
      renderCell: (row) => <Change value={row.change} format={(value) => percent(value / 100)} />,
      className: 'tabular-nums',
    },
  ]
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        <SimpleTable
          caption={title}
          hideCaption
          columns={columns}
          rows={REFERRALS}
          rowKey={(row) => row.source}
        />
      </CardContent>
    </Card>
  )
}

/** A change with its arrow, green up and red down; the arrow is decoration, the signed number says it. */
function Change({ value, format }: { value: number; format: (value: number) => string }) {
  const up = value >= 0
  const Arrow = up ? ArrowUp : ArrowDown
  return (
    <span className={cn('inline-flex items-center gap-1', up ? 'text-success-ink' : 'text-danger-ink')}>
      <Arrow aria-hidden className="size-3.5" />
      <span dir="ltr">{format(value)}</span>
    </span>
  )
}
