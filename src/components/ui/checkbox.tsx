import { Check, Minus } from 'lucide-react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Supports checked="indeterminate" (e.g. a table's select-all) with a dash instead of a tick. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // the unchecked edge uses muted-foreground, not --input, to keep the 3:1 a control's boundary needs
        'group peer inline-flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded border-2 border-muted-foreground/75 bg-card text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-ink data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <Check className="size-3.5 stroke-3 group-data-[state=indeterminate]:hidden" aria-hidden />
        <Minus className="size-3.5 stroke-3 group-data-[state=checked]:hidden" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
