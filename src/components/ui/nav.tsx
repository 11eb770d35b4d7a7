import { Slot } from 'radix-ui'
import { createContext, use, type ComponentProps, type MouseEvent } from 'react'
import { cn } from '@/lib/utils'

export type NavVariant = 'plain' | 'line' | 'pills'
/** `fill` lets each link grow with its text; `justified` gives every link the same width. Horizontal only. */
export type NavLayout = 'start' | 'fill' | 'justified'

interface NavContextValue {
  variant: NavVariant
  orientation: 'horizontal' | 'vertical'
  layout: NavLayout
}

const NavContext = createContext<NavContextValue>({
  variant: 'plain',
  orientation: 'horizontal',
  layout: 'start',
})

export interface NavProps extends ComponentProps<'nav'> {
  /** Names the landmark ("Project sections"); every nav on a page needs its own. */
  'aria-label': string
  variant?: NavVariant
  orientation?: 'horizontal' | 'vertical'
  layout?: NavLayout
  /** Classes for the list inside the landmark. */
  listClassName?: string
}

/**
 * A bar of links between pages or views: a `<nav>` landmark holding a list. Put `NavItem`s in it, each with a
 * `NavLink` (or a dropdown whose trigger is a `NavLink asChild`). The current link carries
 * `aria-current="page"` (router links set it themselves), which is also what draws it as current.
 */
export function Nav({
  variant = 'plain',
  orientation = 'horizontal',
  layout = 'start',
  className,
  listClassName,
  children,
  ...props
}: NavProps) {
  const vertical = orientation === 'vertical'
  return (
    <NavContext value={{ variant, orientation, layout }}>
      <nav data-slot="nav" className={className} {...props}>
        <ul
          className={cn(
            'flex',
            vertical ? 'flex-col items-stretch' : 'flex-wrap items-center',
            // the underline runs under each item, and an ::after that fills the rest of the last row carries it
            // to the end, so a bar that wraps on a phone is underlined on every row (no gaps between items)
            variant === 'line' && (vertical ? 'border-s' : "gap-y-1 after:flex-1 after:self-stretch after:border-b after:content-['']"),
            variant === 'pills' ? 'gap-1.5' : !(variant === 'line' && !vertical) && 'gap-1',
            listClassName,
          )}
        >
          {children}
        </ul>
      </nav>
    </NavContext>
  )
}

export function NavItem({ className, ...props }: ComponentProps<'li'>) {
  const { layout, orientation, variant } = use(NavContext)
  const horizontal = orientation === 'horizontal'
  return (
    <li
      data-slot="nav-item"
      className={cn(
        'flex',
        horizontal && variant === 'line' && 'border-b',
        horizontal && layout === 'fill' && 'flex-auto',
        horizontal && layout === 'justified' && 'flex-1 basis-0',
        className,
      )}
      {...props}
    />
  )
}

export interface NavLinkProps extends ComponentProps<'a'> {
  /** Marks the link as the page shown (`aria-current="page"`). Router links that set it themselves need not. */
  active?: boolean
  /** Shown but not followed: no href, out of the tab order, `aria-disabled`. */
  disabled?: boolean
  /** Render the child (a router `Link`, or a `button` that opens a menu) with the link's look. */
  asChild?: boolean
}

const variantClass: Record<NavVariant, string> = {
  plain:
    'rounded-md hover:text-primary-ink aria-[current=page]:text-primary-ink aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  line: 'border-transparent hover:text-primary-ink aria-[current=page]:border-primary-ink aria-[current=page]:text-primary-ink',
  pills:
    'rounded-lg hover:bg-primary-light hover:text-primary-ink aria-[current=page]:bg-primary aria-[current=page]:text-white aria-[current=page]:shadow-sm',
}

/** One link of a `Nav`. */
export function NavLink({
  active,
  disabled,
  asChild,
  className,
  href,
  onClick,
  tabIndex,
  ...props
}: NavLinkProps) {
  const { variant, orientation, layout } = use(NavContext)
  const vertical = orientation === 'vertical'
  const Component = asChild ? Slot.Root : 'a'
  return (
    <Component
      data-slot="nav-link"
      // a disabled link has no href (so nothing follows it) but keeps the link role for screen readers
      role={disabled && !asChild ? 'link' : undefined}
      href={disabled ? undefined : href}
      aria-current={active ? 'page' : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : tabIndex}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (disabled) event.preventDefault()
        else onClick?.(event)
      }}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 px-4 py-2 text-[0.9375rem] font-medium whitespace-nowrap text-muted-foreground transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
        vertical ? 'w-full justify-start' : layout !== 'start' ? 'w-full justify-center' : 'justify-center',
        variant === 'line' && (vertical ? '-ms-px border-s-2' : '-mb-px border-b-2'),
        variantClass[variant],
        disabled && 'pointer-events-none cursor-default opacity-60',
        className,
      )}
      {...props}
    />
  )
}
