import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { outlineColorClass, softColorClass, solidColorClass, type ThemeColor } from './theme-color'

type BadgeVariant = 'solid' | 'soft' | 'outline'

const colorClasses: Record<BadgeVariant, Record<ThemeColor, string>> = {
  solid: solidColorClass,
  soft: softColorClass,
  outline: outlineColorClass,
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
