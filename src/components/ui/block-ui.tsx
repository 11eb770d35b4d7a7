import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Spinner } from './spinner'

export interface BlockUiProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** While true the content is covered, inert and marked busy. */
  blocked: boolean
  /** What is happening ("Saving…"); shown on the overlay and announced politely. Defaults to "Please wait…". */
  message?: string
  /** Drawn on the overlay instead of the spinner (the message is still shown and announced). */
  indicator?: ReactNode
  /** Classes for the overlay (e.g. a different backdrop or rounding to match the content). */
  overlayClassName?: string
  children: ReactNode
}

/**
 * Covers its content while something runs on it. The wrapper says `aria-busy`, the content becomes `inert`
 * (no clicks, no focus, skipped by screen readers), a status region announces the message, and focus that was
 * inside moves to the overlay, then back to where it was when the block lifts.
 */
export function BlockUi({
  blocked,
  message,
  indicator,
  overlayClassName,
  className,
  children,
  ...props
}: BlockUiProps) {
  const { t } = useTranslation('common')
  const text = message ?? t('blockUi.busy')
  const contentRef = useRef<HTMLDivElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const restoreRef = useRef<HTMLElement | null>(null)

  // Runs before the browser repaints, while the element that had focus still has it
  useLayoutEffect(() => {
    if (blocked) {
      const active = document.activeElement
      if (active instanceof HTMLElement && contentRef.current?.contains(active)) {
        restoreRef.current = active
        overlayRef.current?.focus()
      }
      return
    }
    const target = restoreRef.current
    restoreRef.current = null
    const active = document.activeElement
    if (target?.isConnected && (active === null || active === document.body)) target.focus()
  }, [blocked])

  return (
    <div data-slot="block-ui" aria-busy={blocked} className={cn('relative', className)} {...props}>
      <div ref={contentRef} inert={blocked}>
        {children}
      </div>
      {blocked && (
        <div
          ref={overlayRef}
          tabIndex={-1}
          data-slot="block-ui-overlay"
          className={cn(
            'absolute inset-0 z-10 flex items-center justify-center rounded-[inherit] bg-background/60 p-3 outline-none backdrop-blur-[1px]',
            overlayClassName,
          )}
        >
          {/* the message sits on a solid chip, so it reads whatever the content behind looks like */}
          <div className="flex max-w-full items-center gap-3 rounded-md border bg-popover px-4 py-2.5 text-sm font-medium text-popover-foreground shadow-md">
            {indicator ?? <Spinner className="text-primary-ink" />}
            <span aria-hidden>{text}</span>
          </div>
        </div>
      )}
      {/* always present, so the message is announced when it appears */}
      <div role="status" className="sr-only">
        {blocked ? text : ''}
      </div>
    </div>
  )
}
