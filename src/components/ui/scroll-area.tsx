import { ScrollArea as ScrollPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * Native scrolling with thin themed bars. The viewport takes focus only through its content, so give long
 * text regions a focusable child or tabIndex on the area itself.
 */
export function ScrollArea({
  className,
  children,
  horizontal = false,
  ...props
}: ComponentProps<typeof ScrollPrimitive.Root> & { horizontal?: boolean }) {
  return (
    <ScrollPrimitive.Root
      data-slot="scroll-area"
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollPrimitive.Viewport className="size-full rounded-[inherit]">{children}</ScrollPrimitive.Viewport>
      <ScrollBar orientation="vertical" />
      {horizontal && <ScrollBar orientation="horizontal" />}
      <ScrollPrimitive.Corner />
    </ScrollPrimitive.Root>
  )
}

export function ScrollBar({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<typeof ScrollPrimitive.Scrollbar>) {
  return (
    <ScrollPrimitive.Scrollbar
      orientation={orientation}
      className={cn(
        'flex touch-none p-px transition-colors select-none',
        orientation === 'vertical'
          ? 'h-full w-2 border-s border-s-transparent'
          : 'h-2 flex-col border-t border-t-transparent',
        className,
      )}
      {...props}
    >
      <ScrollPrimitive.Thumb className="relative flex-1 rounded-full bg-muted-foreground/40 hover:bg-muted-foreground/60" />
    </ScrollPrimitive.Scrollbar>
  )
}
