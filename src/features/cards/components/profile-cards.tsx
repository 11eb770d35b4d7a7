import PartyPopper from 'lucide-react/icons/party-popper'
import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { CONGRATS, PROFILE } from '../data'
import { Banner } from './art'

export function ProfileCard() {
  const { t } = useTranslation('cards')
  const compact = useNumberFormat({ notation: 'compact', maximumFractionDigits: 1 })
  const decimal = useNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const stats = [
    ['followers', compact(PROFILE.followers)],
    ['projects', compact(PROFILE.projects)],
    ['rating', decimal(PROFILE.rating)],
  ] as const
  return (
    <Card className="overflow-hidden">
      <Banner className="h-24 w-full" />
      <CardContent className="-mt-12 flex flex-col items-center gap-3 text-center">
        {/* the soft initials fill is translucent: a card-coloured ring keeps the banner from showing through */}
        <span className="rounded-full bg-card p-1">
          <Avatar name={PROFILE.name} size="xl" color="primary" shape="circle" />
        </span>
        <div>
          <CardTitle>{PROFILE.name}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('advance.profile.role')}</p>
        </div>
        <dl className="grid w-full grid-cols-3 gap-2 border-y border-border py-3">
          {stats.map(([key, value]) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-xs text-muted-foreground">{t(`advance.profile.${key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex gap-2">
          <Button>{t('advance.profile.follow')}</Button>
          <Button variant="outline" color="secondary">
            {t('advance.profile.message')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

export function CongratsCard() {
  const { t } = useTranslation('cards')
  const percent = useNumberFormat({ style: 'percent' })
  return (
    <Card className="bg-primary text-white">
      <CardContent className="flex flex-col gap-3">
        <CardTitle className="text-xl">{t('advance.congrats.title', { name: CONGRATS.name })}</CardTitle>
        {/*
         * The drawing takes its own place at the end, beside the sentence and the button, rather than lying under
         * the text from a corner: the text stays on a plain fill and nothing reaches past the card's edges. The
         * title keeps the full width above, so it stays on one line.
         */}
        <div className="flex items-end gap-4">
          <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
            <p className="max-w-xs">{t('advance.congrats.body', { percent: percent(CONGRATS.growth) })}</p>
            <Button color="neutral" className="bg-white text-primary hover:bg-white/90">
              {t('advance.congrats.action')}
            </Button>
          </div>
          <PartyPopper aria-hidden className="size-24 shrink-0 opacity-20" />
        </div>
      </CardContent>
    </Card>
  )
}
