import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import type { ThemeColor } from './theme-color'

type BadgeVariant = 'solid' | 'soft' | 'outline'

/* spelled out in full so Tailwind finds every class */
const colorClasses: Record<BadgeVariant, Record<ThemeColor, string>> = {
  solid: {
    primary: 'bg-primary text-white',
    secondary: 'bg-secondary text-white',
    success: 'bg-success text-white',
    danger: 'bg-danger text-white',
    warning: 'bg-warning text-white',
    info: 'bg-info text-white',
    dark: 'bg-dark text-white',
  },
  soft: {
    primary: 'bg-primary-light text-primary-ink',
    secondary: 'bg-secondary-light text-secondary-ink',
    success: 'bg-success-light text-success-ink',
    danger: 'bg-danger-light text-danger-ink',
    warning: 'bg-warning-light text-warning-ink',
    info: 'bg-info-light text-info-ink',
    dark: 'bg-dark-light text-dark-ink',
  },
  outline: {
    primary: 'border-primary-ink text-primary-ink',
    secondary: 'border-secondary-ink text-secondary-ink',
    success: 'border-success-ink text-success-ink',
    danger: 'border-danger-ink text-danger-ink',
    warning: 'border-warning-ink text-warning-ink',
    info: 'border-info-ink text-info-ink',
    dark: 'border-dark-ink text-dark-ink',
  },
}

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 border border-transparent px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      pill: { true: 'rounded-full', false: 'rounded-md' },
    },
    defaultVariants: { pill: false },
  },
)

export interface BadgeProps
  extends Omit<ComponentProps<'span'>, 'color'>, VariantProps<typeof badgeVariants> {
  color?: ThemeColor
  variant?: BadgeVariant
}

export function Badge({ color = 'primary', variant = 'soft', pill, className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ pill }), colorClasses[variant][color], className)}
      {...props}
    />
  )
}
