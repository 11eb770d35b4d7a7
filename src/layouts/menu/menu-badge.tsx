import { useTranslation } from 'react-i18next'
import type { NavBadge } from '@/config/navigation'
import { cn } from '@/lib/utils'

const colorClass = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark',
} as const

export function MenuBadge({ badge, className }: { badge: NavBadge; className?: string }) {
  const { t } = useTranslation('navigation')
  const label = typeof badge.label === 'number' ? badge.label : t(`badge.${badge.label}` as 'badge.new')
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[0.6875rem] leading-5 font-semibold text-white',
        colorClass[badge.color],
        className,
      )}
    >
      {label}
    </span>
  )
}
