import type { ThemeColor } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'

const fill: Record<ThemeColor, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark dark:bg-dark-ink',
}

const track: Record<ThemeColor, string> = {
  primary: 'bg-primary-light',
  secondary: 'bg-secondary-light',
  success: 'bg-success-light',
  danger: 'bg-danger-light',
  warning: 'bg-warning-light',
  info: 'bg-info-light',
  dark: 'bg-dark-light',
}

/** A labelled progressbar (0–100); the visible figures sit beside it, so the bar itself only needs a name. */
export function ProgressBar({
  value,
  label,
  color = 'primary',
  className,
}: {
  value: number
  label: string
  color?: ThemeColor
  className?: string
}) {
  const clamped = Math.max(0, Math.min(100, value))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full', track[color], className)}
    >
      <div className={cn('h-full rounded-full', fill[color])} style={{ inlineSize: `${clamped}%` }} />
    </div>
  )
}
