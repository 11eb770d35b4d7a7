import ChevronDown from 'lucide-react/icons/chevron-down'
import RotateCw from 'lucide-react/icons/rotate-cw'
import X from 'lucide-react/icons/x'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

export type CardAction = 'collapse' | 'refresh' | 'remove'

/** Every visible or announced word of the toolbar; `useCardActionLabels()` fills them from the `cards` namespace. */
export interface CardActionLabels {
  collapse: string
  expand: string
  refresh: string
  remove: string
  loading: string
}

export interface ActionCardProps {
  title: ReactNode
  description?: ReactNode
  /** Which buttons the header shows, in this order. */
  actions: readonly CardAction[]
  labels: CardActionLabels
  /** Runs while the body shows a loading overlay; the card stays busy until the promise settles. */
  onRefresh?: () => Promise<unknown>
  /** The card does not remove itself: the owner drops it (see `useRemovableCards`), so it can come back. */
  onRemove?: () => void
  defaultCollapsed?: boolean
  /** The heading element, so a page can keep its outline (h2 by default). */
  headingLevel?: 'h2' | 'h3'
  className?: string
  bodyClassName?: string
  children: ReactNode
}

/**
 * A card with collapse, refresh and remove in its header. All three are real buttons with names that say what
 * they do to which card, so a screen-reader user hears "Collapse Revenue" rather than a row of "button".
 */
export function ActionCard(props: ActionCardProps) {
  const { title, description, actions, labels, onRefresh, onRemove, className, bodyClassName, children } =
    props
  const [collapsed, setCollapsed] = useState(props.defaultCollapsed ?? false)
  const [busy, setBusy] = useState(false)
  const bodyId = useId()
  const titleId = useId()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const Heading = props.headingLevel ?? 'h2'
  const name = typeof title === 'string' ? title : ''

  async function refresh() {
    if (busy || !onRefresh) return
    setBusy(true)
    try {
      await onRefresh()
    } catch {
      // reporting is the owner's job (a toast in its onRefresh); the card only promises the overlay clears
    } finally {
      // the owner may have removed the card while it loaded
      if (mounted.current) setBusy(false)
    }
  }

  const buttons: Record<CardAction, ReactNode> = {
    collapse: (
      <Button
        variant="ghost"
        color="neutral"
        size="icon-sm"
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        aria-label={`${collapsed ? labels.expand : labels.collapse} ${name}`.trim()}
        onClick={() => setCollapsed((value) => !value)}
      >
        <ChevronDown
          aria-hidden
          className={cn('transition-transform', collapsed && '-rotate-90 rtl:rotate-90')}
        />
      </Button>
    ),
    refresh: (
      <Button
        variant="ghost"
        color="neutral"
        size="icon-sm"
        aria-disabled={busy || undefined}
        aria-label={`${labels.refresh} ${name}`.trim()}
        onClick={() => void refresh()}
      >
        <RotateCw aria-hidden className={cn(busy && 'animate-spin')} />
      </Button>
    ),
    remove: (
      <Button
        variant="ghost"
        color="neutral"
        size="icon-sm"
        aria-label={`${labels.remove} ${name}`.trim()}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    ),
  }

  return (
    <Card
      className={className}
      aria-labelledby={titleId}
      role="group"
      data-collapsed={collapsed || undefined}
    >
      <CardHeader className={cn('flex-row items-start justify-between gap-3', collapsed && 'pb-6')}>
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle asChild>
            <Heading id={titleId}>{title}</Heading>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <div className="-me-2 -mt-1 flex shrink-0 items-center gap-0.5">
          {actions.map((action) => (
            <span key={action} className="contents">
              {buttons[action]}
            </span>
          ))}
        </div>
      </CardHeader>
      <div id={bodyId} hidden={collapsed} aria-busy={busy || undefined} className="relative">
        <div className={cn('p-6', bodyClassName)}>{children}</div>
        {busy && (
          // covers only the body: the header stays usable so collapse and remove still work while loading
          <div className="absolute inset-0 flex items-center justify-center rounded-b-lg bg-card/70 backdrop-blur-[1px]">
            <Spinner size="lg" label={labels.loading} className="text-primary-ink" />
          </div>
        )}
      </div>
    </Card>
  )
}
