import { Separator as SeparatorPrimitive } from 'radix-ui'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import type { ThemeColor } from './theme-color'

export type SeparatorVariant = 'solid' | 'dashed' | 'dotted'

const variantClass: Record<SeparatorVariant, string> = {
  solid: 'border-solid',
  dashed: 'border-dashed',
  dotted: 'border-dotted',
}

/* Spelled out so Tailwind finds every class. */
const lineColorClass: Record<ThemeColor, string> = {
  primary: 'border-primary',
  secondary: 'border-secondary',
  success: 'border-success',
  danger: 'border-danger',
  warning: 'border-warning',
  info: 'border-info',
  dark: 'border-dark',
}

export interface SeparatorProps extends ComponentProps<typeof SeparatorPrimitive.Root> {
  /** Text or an icon drawn in the line. It names the separator when the separator is not decorative. */
  label?: ReactNode
  /** Where the label sits along the line. */
  labelPosition?: 'start' | 'center' | 'end'
  variant?: SeparatorVariant
  /** The line's colour; the border token when not given. */
  color?: ThemeColor
}

function lineClasses(orientation: 'horizontal' | 'vertical', variant: SeparatorVariant, color?: ThemeColor) {
  return cn(
    'shrink-0 border-0',
    orientation === 'horizontal' ? 'w-full border-t' : 'h-full min-h-4 self-stretch border-s',
    variantClass[variant],
    color ? lineColorClass[color] : 'border-border',
  )
}

/**
 * A line between pieces of content. Decorative by default (hidden from screen readers); pass decorative={false}
 * when it separates content. With a `label` the line is split around it: a decorative one leaves the label as
 * plain text (a lone "or" between two sign-in buttons is read), a semantic one is a `separator` named by it.
 */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  label,
  labelPosition = 'center',
  variant = 'solid',
  color,
  ...props
}: SeparatorProps) {
  const labelId = useId()
  const vertical = orientation === 'vertical'
  if (label == null || label === false) {
    return (
      <SeparatorPrimitive.Root
        data-slot="separator"
        orientation={orientation}
        decorative={decorative}
        className={cn(lineClasses(orientation, variant, color), className)}
        {...props}
      />
    )
  }
  const line = (grow: boolean) => (
    <span
      aria-hidden
      className={cn(
        lineClasses(orientation, variant, color),
        grow ? 'flex-1' : vertical ? 'h-3 min-h-0' : 'w-6',
      )}
    />
  )
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      role={decorative ? undefined : 'separator'}
      aria-orientation={decorative || !vertical ? undefined : 'vertical'}
      aria-labelledby={decorative ? undefined : labelId}
      className={cn(
        'flex items-center gap-3 text-sm text-muted-foreground',
        vertical ? 'h-full flex-col self-stretch' : 'w-full',
        className,
      )}
      {...props}
    >
      {line(labelPosition !== 'start')}
      <span id={labelId} className="inline-flex shrink-0 items-center gap-1.5">
        {label}
      </span>
      {line(labelPosition !== 'end')}
    </div>
  )
}
