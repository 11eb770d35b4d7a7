import {
  cloneElement,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type LazyExoticComponent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'

/** What the loaded control gets: its trigger to wrap (a Radix `…Trigger asChild`) and whether to start open. */
export interface IntentProps {
  trigger: ReactElement
  /** the user pressed the trigger (or hovered it, for a tooltip) before the code arrived */
  defaultOpen: boolean
}

/** From `lazyComponent` when its code should load on intent too; a plain component when it is there already. */
type Control<P extends object> =
  | (LazyExoticComponent<ComponentType<P & IntentProps>> & { preload: () => Promise<unknown> })
  | ComponentType<P & IntentProps>

type OnIntentProps<P extends object> = {
  /** the control: a Radix menu, popover, select or tooltip around `trigger` */
  control: Control<P>
  /** the trigger as it looks closed; drawn at once, and handed to the control once it loads */
  trigger: ReactElement<TriggerProps>
  /** what the trigger announces before the code is there: Radix sets the same on its own trigger */
  popup: 'menu' | 'dialog' | 'listbox' | 'tooltip'
} & ({} extends P ? { props?: P } : { props: P })

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox'
  'aria-expanded'?: boolean
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * A control whose code loads the first time the user shows interest in it (docs/ui-primitives.md, "Controls that
 * load on intent"). The trigger is drawn at once, as it looks closed. The pointer over it or focus fetches the
 * control's code (Radix's menu, popover, select or tooltip, and floating-ui under them); a press mounts it open,
 * taking the trigger over in one swap. A key (Enter, Space, an arrow) mounts it with the focus on its trigger and
 * presses that key there, so it opens as Radix opens from the keyboard. A tooltip mounts on hover or focus. So a
 * page that is only looked at never loads them.
 */
export function OnIntent<P extends object>({ control: Loaded, trigger, popup, props }: OnIntentProps<P>) {
  const [wanted, setWanted] = useState(false)
  const [openAtLoad, setOpenAtLoad] = useState(false)
  // whether the drawn trigger has focus: it takes it along when the swap removes it, and the loaded one gets it back
  const [focused, setFocused] = useState(false)
  // the key that opened a menu or select before its code came, pressed again on Radix's trigger once it is there
  const [replayKey, setReplayKey] = useState<string | null>(null)
  const preload = () => void ('preload' in Loaded && Loaded.preload())
  const want = (open = false) => {
    preload()
    // a transition keeps the drawn trigger on screen until the code is there, so it is swapped once
    startTransition(() => {
      setWanted(true)
      if (open) setOpenAtLoad(true)
    })
  }
  const own = trigger.props
  const tooltip = popup === 'tooltip'
  const waiting = cloneElement(trigger, {
    ...(tooltip ? {} : { 'aria-expanded': false }),
    ...(popup === 'menu' || popup === 'dialog' ? { 'aria-haspopup': popup } : {}),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      // only fetches the code, so the press that may follow still finds this trigger
      preload()
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      own.onPointerMove?.(event)
      // a tooltip shows for a mouse that moves onto it, as Radix's: not for a page that moved under a still
      // pointer, nor for a touch
      if (tooltip && event.pointerType !== 'touch' && !wanted) want(true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event)
      // gone before the code came: the tooltip would show for nobody
      if (tooltip) startTransition(() => setOpenAtLoad(false))
    },
    // Radix opens a menu or a select on pointer down, a popover on click: the press is taken where Radix takes it,
    // so the rest of the same click cannot close what it opened
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      if ((popup === 'menu' || popup === 'listbox') && event.button === 0 && !event.ctrlKey) want(true)
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (popup === 'dialog') want(true)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      setFocused(true)
      // a tooltip shows for focus too; a menu waits for Enter, Space or an arrow (below), as Radix's would
      if (tooltip) want()
      else preload()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event)
      setFocused(false)
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event)
      if (tooltip || !OPENING_KEYS.has(event.key)) return
      event.preventDefault()
      if (popup === 'dialog') return want(true)
      // Radix opens a menu or select from the keyboard with its first item (or the chosen one) focused, which
      // only its own trigger's key handling does: the key is given to that trigger once it is there
      const key = event.key
      startTransition(() => setReplayKey(key))
      want()
    },
  })
  return (
    <Suspense fallback={waiting}>
      {wanted ? (
        // a press that reached the drawn trigger after the swap (an event already on its way) opens it anew
        <Swapped key={String(openAtLoad)} refocus={focused && !openAtLoad} replayKey={replayKey}>
          <Loaded {...(props as P)} trigger={trigger} defaultOpen={openAtLoad} />
        </Swapped>
      ) : (
        waiting
      )}
    </Suspense>
  )
}

/**
 * The loaded control. On its first commit it gives the focus the drawn trigger had to the loaded trigger, and
 * then the key that asked for it, if one did.
 */
function Swapped({
  refocus,
  replayKey,
  children,
}: {
  refocus: boolean
  replayKey: string | null
  children: ReactElement
}) {
  const box = useRef<HTMLSpanElement>(null)
  const loadedTrigger = () => box.current?.querySelector<HTMLElement>('button, a, [tabindex]')
  useLayoutEffect(() => {
    const active = document.activeElement
    if (refocus && (active === null || active === document.body)) loadedTrigger()?.focus()
    // once, when the loaded control first commits
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    // a passive effect: it runs after the control's own, where Radix starts listening for the keyboard
    if (replayKey !== null)
      loadedTrigger()?.dispatchEvent(
        new KeyboardEvent('keydown', { key: replayKey, bubbles: true, cancelable: true }),
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  )
}
