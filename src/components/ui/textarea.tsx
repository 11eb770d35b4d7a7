import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { fieldClass } from './input'

/** Each paragraph typed reads in its own direction, as in a text input (`user-text`, see input.tsx). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn('user-text', fieldClass, 'min-h-16 py-2', className)}
      {...props}
    />
  )
}
