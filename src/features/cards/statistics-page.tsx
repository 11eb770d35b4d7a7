import type { LucideIcon } from 'lucide-react'
import Activity from 'lucide-react/icons/activity'
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign'
import Gauge from 'lucide-react/icons/gauge'
import LifeBuoy from 'lucide-react/icons/life-buoy'
import Package from 'lucide-react/icons/package'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Star from 'lucide-react/icons/star'
import TrendingUp from 'lucide-react/icons/trending-up'
import Users from 'lucide-react/icons/users'
import { useTranslation } from 'react-i18next'
import { StatisticTile, useNumberFormat } from '@/components/cards'
import { PageHeader } from '@/components/page-header'
import type { ThemeColor } from '@/components/ui/theme-color'
import { Section } from './components/section'

type Label = 'customers' | 'orders' | 'revenue' | 'returns' | 'sessions' | 'products' | 'reviews' | 'tickets'
type Tile = {
  label: Label
  icon: LucideIcon
  value: number
  color: ThemeColor
  growth?: number
  money?: boolean
}

const WITH_GROWTH: Tile[] = [
  { label: 'customers', icon: Users, value: 8549, color: 'primary', growth: 12.4 },
  { label: 'orders', icon: ShoppingCart, value: 1423, color: 'success', growth: 6.1 },
  { label: 'revenue', icon: BadgeDollarSign, value: 98250, color: 'info', growth: 18.9, money: true },
  { label: 'returns', icon: RotateCcw, value: 96, color: 'danger', growth: -4.3 },
]

const CENTRED: Tile[] = [
  { label: 'sessions', icon: Activity, value: 36200, color: 'primary' },
  { label: 'products', icon: Package, value: 1150, color: 'secondary' },
  { label: 'reviews', icon: Star, value: 4720, color: 'warning' },
  { label: 'tickets', icon: LifeBuoy, value: 37, color: 'danger' },
  { label: 'orders', icon: ShoppingCart, value: 2890, color: 'success' },
  { label: 'customers', icon: Users, value: 642, color: 'dark' },
]

export function StatisticsCardsPage() {
  const { t } = useTranslation('cards')
  const number = useNumberFormat({ notation: 'compact', maximumFractionDigits: 1 })
  const money = useNumberFormat({ style: 'currency', currency: 'USD', notation: 'compact' })
  const share = useNumberFormat({ style: 'percent', maximumFractionDigits: 2 })
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' })
  const tile = (item: Tile, extra: { size?: 'sm' | 'md' | 'lg'; layout?: 'horizontal' | 'vertical' }) => (
    <StatisticTile
      key={`${item.label}-${item.color}`}
      icon={item.icon}
      value={item.money ? money(item.value) : number(item.value)}
      label={t(`statistics.labels.${item.label}`)}
      color={item.color}
      growth={item.growth}
      growthText={item.growth === undefined ? undefined : percent(item.growth / 100)}
      growthLabel={t('growth')}
      {...extra}
    />
  )
  return (
    <div>
      <PageHeader title={t('statistics.title')} intro={t('statistics.intro')} />
      <Section title={t('statistics.horizontal')} first>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {WITH_GROWTH.map((item) => tile(item, {}))}
        </div>
      </Section>
      <Section title={t('statistics.vertical')}>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {CENTRED.map((item) => tile(item, { size: 'sm', layout: 'vertical' }))}
        </div>
      </Section>
      <Section title={t('statistics.large')}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <StatisticTile
            icon={TrendingUp}
            size="lg"
            color="success"
            value={share(0.048)}
            label={t('statistics.labels.conversion')}
            growth={0.6}
            growthText={percent(0.006)}
            growthLabel={t('growth')}
          />
          <StatisticTile
            icon={Gauge}
            size="lg"
            color="info"
            value={share(0.9998)}
            label={t('statistics.labels.uptime')}
          />
          {tile(
            {
              label: 'revenue',
              icon: BadgeDollarSign,
              value: 412800,
              color: 'warning',
              growth: -1.8,
              money: true,
            },
            { size: 'lg' },
          )}
        </div>
      </Section>
    </div>
  )
}
