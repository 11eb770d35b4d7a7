import X from 'lucide-react/icons/x'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import './motion.css'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogPortal = DialogPrimitive.Portal
export const DialogClose = DialogPrimitive.Close

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('ui-animate ui-fade fixed inset-0 z-50 bg-black/50', className)}
      {...props}
    />
  )
}

export interface DialogCloseButtonProps {
  /** Accessible name of the corner close button; pass the translated text. */
  closeLabel?: string
  className?: string
}

/** The corner "×" shared by dialog and sheet. */
export function DialogCloseButton({ closeLabel = 'Close', className }: DialogCloseButtonProps) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute end-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      <X className="size-4.5" aria-hidden />
      <span className="sr-only">{closeLabel}</span>
    </DialogPrimitive.Close>
  )
}

type AutoFocusHandlers = Pick<
  ComponentProps<typeof DialogPrimitive.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
>

/**
 * Where the focus goes back when a dialog or sheet closes: to what had it when it opened (docs/ui-primitives.md,
 * "Focus comes back"). Radix gives it back only to its own `DialogTrigger`, and most of the app's dialogs open from
 * state (a menu item, a row's button, a saved form), so without this the focus fell to the page's body and a
 * keyboard user started again from the top. A handler of the caller's that calls `preventDefault` decides
 * instead; an opener that has left the page (a deleted row's button) leaves it to Radix. Takes the content's props and
 * gives them back with the two handlers wrapped.
 */
export function useReturnFocus<P extends AutoFocusHandlers>({
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: P) {
  const opener = useRef<HTMLElement | null>(null)
  const handlers: AutoFocusHandlers = {
    onOpenAutoFocus: (event) => {
      const focused = document.activeElement
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented || !opener.current?.isConnected) return
      event.preventDefault()
      returnTarget(opener.current).focus()
    },
  }
  return { ...props, ...handlers }
}

/**
 * The opener, unless it is a tab that is not selected (a tab that asked "leave without saving?"): focusing a tab
 * selects it, which would ask again. Its list's selected tab takes the focus then, as a tab list's focus rests there.
 */
function returnTarget(opener: HTMLElement): HTMLElement {
  if (opener.getAttribute('role') !== 'tab' || opener.getAttribute('aria-selected') === 'true') return opener
  const list = opener.closest('[role="tablist"]')
  return list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? opener
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel?: string
  /** Hide the corner close button, e.g. when the footer already offers one. Escape still closes. */
  hideClose?: boolean
}

export function DialogContent({ className, children, closeLabel, hideClose, ...props }: DialogContentProps) {
  const contentProps = useReturnFocus(props)
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // inset-0 + m-auto + h-fit centres without transforms, so direction does not matter
          'ui-animate ui-pop fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg',
          className,
        )}
        {...contentProps}
      >
        {children}
        {!hideClose && <DialogCloseButton closeLabel={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-8 text-start', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
