import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Shared with textarea and the select trigger so every field looks and focuses alike. */
export const fieldClass =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-foreground transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-primary-ink focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-ink aria-invalid:focus-visible:ring-danger/40'

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: 'sm' | 'md' | 'lg'
}

export function Input({ className, type = 'text', size = 'md', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClass,
        size === 'sm' && 'h-8 text-sm',
        size === 'md' && 'h-9.5',
        size === 'lg' && 'h-11 text-base',
        'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}
