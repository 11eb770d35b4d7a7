import { Tabs as TabsPrimitive } from 'radix-ui'
import { createContext, use, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'

type TabsVariant = 'line' | 'pills'

const VariantContext = createContext<TabsVariant>('line')

/** Arrow keys follow the DirectionProvider, so Left moves to the next tab in RTL. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex gap-4 data-[orientation=horizontal]:flex-col', className)}
      {...props}
    />
  )
}

export function TabsList({
  className,
  variant = 'line',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { variant?: TabsVariant }) {
  return (
    <VariantContext value={variant}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        className={cn(
          'inline-flex items-center data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
          variant === 'line'
            ? 'gap-1 border-b data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0'
            : 'gap-1.5',
          className,
        )}
        {...props}
      />
    </VariantContext>
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = use(VariantContext)
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-2 px-4 py-2 text-[0.9375rem] font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-primary-ink disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'line'
          ? '-mb-px border-b-2 border-transparent data-[state=active]:border-primary-ink data-[state=active]:text-primary-ink data-[orientation=vertical]:-me-px data-[orientation=vertical]:mb-0 data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-e-2 data-[orientation=vertical]:border-b-0'
          : 'rounded-lg data-[state=active]:bg-primary data-[state=active]:text-white data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1', className)} {...props} />
}
