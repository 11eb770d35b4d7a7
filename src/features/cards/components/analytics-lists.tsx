import { ArrowDown, ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { BROWSERS, COUNTRIES, REFERRALS } from '../data'
import { ProgressBar } from './progress-bar'

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
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{t('analytics.referrals.title')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto pt-2">
        <table className="w-full text-sm">
          <thead className="text-muted-foreground">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 text-start font-medium">
                {t('analytics.referrals.source')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('analytics.referrals.visits')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('analytics.referrals.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {REFERRALS.map((row) => {
              const up = row.change >= 0
              const Arrow = up ? ArrowUp : ArrowDown
              return (
                <tr key={row.source} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2.5 text-start font-medium">
                    {row.source}
                  </th>
                  <td className="py-2.5 text-end tabular-nums">{number(row.visits)}</td>
                  <td
                    className={cn(
                      'py-2.5 text-end tabular-nums',
                      up ? 'text-success-ink' : 'text-danger-ink',
                    )}
                  >
                    <span className="inline-flex items-center gap-1">
                      <Arrow aria-hidden className="size-3.5" />
                      <span dir="ltr">{percent(row.change / 100)}</span>
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}
