import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { LucideIcon } from 'lucide-react'
import DollarSign from 'lucide-react/icons/dollar-sign'
import Eye from 'lucide-react/icons/eye'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import TrendingUp from 'lucide-react/icons/trending-up'
import Users from 'lucide-react/icons/users'
import type { StatisticTile as Tile } from '@contract/cards'
import type { CardPeriod } from '@contract/cards.values'
import { StatisticTile, useNumberFormat } from '@/components/cards'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { ThemeColor } from '@/components/ui/theme-color'
import { useOrders } from '../api/get-orders'
import { useSales } from '../api/get-sales'
import { useSiteTraffic } from '../api/get-site-traffic'
import { useStatisticsRevenue } from '../api/get-statistics-revenue'
import { useSubscribers } from '../api/get-subscribers'
import { useGrowthFormat } from '../format'
import { PeriodRow } from './period-row'

type TileName = 'subscribers' | 'orders' | 'sales' | 'revenue' | 'siteTraffic'
const TILES: Record<
  TileName,
  { icon: LucideIcon; color: ThemeColor; use: (p: CardPeriod) => UseQueryResult<Tile> }
> = {
  subscribers: { icon: Users, color: 'primary', use: useSubscribers },
  orders: { icon: ShoppingCart, color: 'warning', use: useOrders },
  sales: { icon: TrendingUp, color: 'info', use: useSales },
  revenue: { icon: DollarSign, color: 'success', use: useStatisticsRevenue },
  siteTraffic: { icon: Eye, color: 'danger', use: useSiteTraffic },
}

function TileSlot({ name, period }: { name: TileName; period: CardPeriod }) {
  const { t } = useTranslation('dashboards')
  const { icon, color, use } = TILES[name]
  const query = use(period)
  const number = useNumberFormat(
    name === 'revenue'
      ? { style: 'currency', currency: 'USD', notation: 'compact' }
      : { notation: 'compact' },
  )
  const growth = useGrowthFormat()
  if (query.isPending)
    return (
      <Card role="status" aria-label={t('loading')} className="p-5">
        <Skeleton className="h-12 w-full" />
      </Card>
    )
  if (query.isError)
    return (
      <Card role="alert" className="flex flex-col items-start gap-2 p-5">
        <p className="text-sm text-muted-foreground">
          {t(`tiles.${name}`)}: {t('error')}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    )
  return (
    <StatisticTile
      icon={icon}
      color={color}
      value={number(query.data.total)}
      label={t(`tiles.${name}`)}
      growth={query.data.growth}
      growthText={growth(query.data.growth)}
      growthLabel={t('growthLabel')}
    />
  )
}

/** The headline figures; one period for the row, so the tiles compare figures of the same span. */
export function StatisticsTiles({ names }: { names: TileName[] }) {
  const { t } = useTranslation('dashboards')
  return (
    <PeriodRow title={t('statistics')} className="xl:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
      {(period) => names.map((name) => <TileSlot key={name} name={name} period={period} />)}
    </PeriodRow>
  )
}
