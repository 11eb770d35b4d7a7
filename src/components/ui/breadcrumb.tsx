import ChevronRight from 'lucide-react/icons/chevron-right'
import { Children, Fragment, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  /** The landmark's name, e.g. "Breadcrumb" in the page's language. */
  label: string
  /** Drawn between items; the default chevron points the reading way, so it flips in right-to-left. */
  separator?: ReactNode
}

/**
 * A trail of links to where the page sits. Children are the items: links, and last the current page, given as
 * `<BreadcrumbPage>` (aria-current="page"). Separators are drawn between them and hidden from screen readers.
 */
export function Breadcrumb({ label, separator, className, children, ...props }: BreadcrumbProps) {
  const items = Children.toArray(children)
  return (
    <nav aria-label={label} className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, index) => (
          // oxlint-disable-next-line react/no-array-index-key -- the trail's order is its identity
          <Fragment key={index}>
            {index > 0 && (
              <li role="presentation" aria-hidden className="flex items-center [&>svg]:size-3.5">
                {separator ?? <ChevronRight className="rtl-flip" />}
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">{item}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}

/** The current page: the trail's last item, not a link. */
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-current="page" className={cn('font-medium text-foreground', className)} {...props} />
}

/** Classes for a trail link (router Link or <a>), with a 24 px target. */
export const breadcrumbLinkClassName =
  'inline-flex min-h-6 items-center gap-1 rounded-sm hover:text-primary-ink hover:underline underline-offset-4 [&>svg]:size-4'
