import { cva, type VariantProps } from 'class-variance-authority'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { DialogCloseButton, DialogOverlay, useReturnFocus } from './dialog'
import { useCountAsEndSheet } from './sheet-at-end'
import './motion.css'

export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

/*
 * start/end use inset-inline, so they land on the correct physical edge in RTL; the slide offsets flip with
 * the rtl: variant because translate has no logical form.
 */
const sheetVariants = cva(
  'ui-animate fixed z-50 flex flex-col gap-4 bg-card text-card-foreground shadow-lg [animation-duration:240ms]!',
  {
    variants: {
      side: {
        start:
          'inset-y-0 start-0 h-full w-3/4 max-w-sm border-e [--ui-enter-x:-100%] [--ui-exit-x:-100%] rtl:[--ui-enter-x:100%] rtl:[--ui-exit-x:100%]',
        end: 'inset-y-0 end-0 h-full w-3/4 max-w-sm border-s [--ui-enter-x:100%] [--ui-exit-x:100%] rtl:[--ui-enter-x:-100%] rtl:[--ui-exit-x:-100%]',
        top: 'inset-x-0 top-0 max-h-[80dvh] border-b [--ui-enter-y:-100%] [--ui-exit-y:-100%]',
        bottom: 'inset-x-0 bottom-0 max-h-[80dvh] border-t [--ui-enter-y:100%] [--ui-exit-y:100%]',
      },
    },
    defaultVariants: { side: 'end' },
  },
)

export interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {
  /** Accessible name of the corner close button; pass the translated text. */
  closeLabel?: string
  hideClose?: boolean
}

export function SheetContent({
  side,
  className,
  children,
  closeLabel,
  hideClose,
  ...props
}: SheetContentProps) {
  // the focus goes back to what opened the sheet, as for a dialog
  const contentProps = useReturnFocus(props)
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...contentProps}
      >
        {/* mounted only while the sheet is open (or sliding out): the toaster moves its toasts out of its way */}
        {(side ?? 'end') === 'end' && <EndSheetMark />}
        {children}
        {!hideClose && <DialogCloseButton closeLabel={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

function EndSheetMark() {
  useCountAsEndSheet()
  return null
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pe-12 text-start', className)} {...props} />
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex-1 overflow-y-auto px-5', className)} {...props} />
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2 p-5', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
