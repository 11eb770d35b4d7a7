import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '@contract/ecommerce.values'
import { Badge } from '@/components/ui/badge'

const COLOR = { placed: 'info', shipped: 'warning', delivered: 'success' } as const

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ecommerce')
  return <Badge color={COLOR[status]}>{t(`orders.statuses.${status}`)}</Badge>
}
