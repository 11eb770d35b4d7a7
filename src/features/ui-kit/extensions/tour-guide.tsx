import X from 'lucide-react/icons/x'
import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'

export interface TourStep {
  /** The id of the element the step points at. */
  target: string
  title: string
  text: string
}

export interface TourLabels {
  /** "Step {{current}} of {{total}}", already filled in. */
  progress: (current: number, total: number) => string
  back: string
  next: string
  done: string
  skip: string
  close: string
}

export interface TourGuideProps {
  steps: TourStep[]
  /** The step shown, or null when the tour is not running. */
  step: number | null
  onStepChange: (step: number | null) => void
  /**
   * Called when the user is through with the tour: Done on the last step, or Skip. The close button (and Escape)
   * only calls onStepChange(null), so a tour closed midway can be resumed.
   */
  onFinish?: () => void
  /** Gets the focus back when the tour ends. */
  returnFocusTo: RefObject<HTMLElement | null>
  labels: TourLabels
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * A guided tour over elements already on the page: the step's element is scrolled into view and outlined
 * (`data-tour-active`), and a popover anchored to it (Radix Popover with a virtual anchor) carries the title,
 * text, progress and Back / Next / Skip. Focus moves to each step's title and back to `returnFocusTo` at the end;
 * Escape ends the tour.
 */
export function TourGuide({ steps, step, onStepChange, onFinish, returnFocusTo, labels }: TourGuideProps) {
  const titleId = useId()
  const textId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const anchor = useRef<HTMLElement | null>(null)
  const current = step === null ? null : steps[step]
  const open = current !== undefined && current !== null
  const targetId = current?.target

  // point at the step's element: outline it, bring it into view, and let the popover follow it
  useLayoutEffect(() => {
    if (!targetId) return
    const target = document.getElementById(targetId)
    // set before the anchor's own effect reads it in this same commit
    anchor.current = target
    if (!target) return
    target.setAttribute('data-tour-active', '')
    target.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' })
    return () => target.removeAttribute('data-tour-active')
  }, [targetId])

  // each new step takes the focus, so a screen reader reads its title and text
  useEffect(() => {
    if (targetId) titleRef.current?.focus({ preventScroll: true })
  }, [targetId])

  const end = () => onStepChange(null)
  if (!open || step === null) return null
  const last = step === steps.length - 1

  return (
    <Popover open onOpenChange={(next) => !next && end()}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        side="bottom"
        align="start"
        collisionPadding={12}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-3 p-4"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          titleRef.current?.focus({ preventScroll: true })
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        // the tour ends by its own buttons or Escape, not by a click or Tab elsewhere on the page
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-xs font-medium text-muted-foreground">
              {labels.progress(step + 1, steps.length)}
            </p>
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-base font-semibold outline-none">
              {current.title}
            </h2>
          </div>
          <Button variant="ghost" color="neutral" size="icon-sm" aria-label={labels.close} onClick={end}>
            <X aria-hidden />
          </Button>
        </div>
        <p id={textId} className="text-sm text-muted-foreground">
          {current.text}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {last ? (
            <span />
          ) : (
            <Button
              variant="ghost"
              color="neutral"
              size="sm"
              onClick={() => {
                onFinish?.()
                end()
              }}
            >
              {labels.skip}
            </Button>
          )}
          <div className="flex gap-2">
            {step > 0 && (
              <Button variant="outline" color="neutral" size="sm" onClick={() => onStepChange(step - 1)}>
                {labels.back}
              </Button>
            )}
            <Button
              size="sm"
              onClick={() => {
                if (!last) return onStepChange(step + 1)
                onFinish?.()
                end()
              }}
            >
              {last ? labels.done : labels.next}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  )
}
