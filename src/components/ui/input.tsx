import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Shared with textarea and the select trigger so every field looks and focuses alike. */
export const fieldClass =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-foreground transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-primary-ink focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-ink aria-invalid:focus-visible:ring-danger/40'

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: 'sm' | 'md' | 'lg'
}

/*
 * An address, a link or a phone number reads left to right in every language: in a right-to-left page its input
 * keeps that order ("noor@" would show as "@noor" while typed) and only aligns to the right.
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel'])
/*
 * What people type as words (a task's title, a search) reads in its own direction, as the same text does once shown
 * (`user-text`, docs/ui-primitives.md "Right to left"): an English title in an Arabic form keeps its first letters in
 * view instead of scrolling them out at the left, and the placeholder still sits at the page's start.
 */
const WORD_TYPES = new Set(['text', 'search'])

export function Input({ className, type = 'text', size = 'md', dir, ...props }: InputProps) {
  const leftToRight = LEFT_TO_RIGHT_TYPES.has(type)
  return (
    <input
      data-slot="input"
      type={type}
      dir={dir ?? (leftToRight ? 'ltr' : undefined)}
      className={cn(
        leftToRight && 'rtl:text-right',
        WORD_TYPES.has(type) && dir === undefined && 'user-text',
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
