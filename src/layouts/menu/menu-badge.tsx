import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { NavBadge } from '@/config/navigation'

/** A menu item's badge: a number as is, or a label from the `navigation` namespace. */
export function MenuBadge({ badge, className }: { badge: NavBadge; className?: string }) {
  const { t } = useTranslation('navigation')
  const label = typeof badge.label === 'number' ? badge.label : t(`badge.${badge.label}` as 'badge.new')
  return (
    <Badge color={badge.color} variant="solid" pill className={className}>
      {label}
    </Badge>
  )
}
