import { cva, type VariantProps } from 'class-variance-authority'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const spinnerVariants = cva('animate-spin shrink-0', {
  variants: {
    size: { sm: 'size-4', md: 'size-5', lg: 'size-8' },
  },
  defaultVariants: { size: 'md' },
})

export interface SpinnerProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers as a status; without it the spinner is decorative (e.g. inside a button). */
  label?: string
}

export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle className={spinnerVariants({ size })} aria-hidden />
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}
