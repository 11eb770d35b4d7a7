import { Tabs as TabsPrimitive } from 'radix-ui'
import { createContext, use, type ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import type { ThemeColor } from './theme-color'

type TabsVariant = 'line' | 'pills'

const VariantContext = createContext<{ variant: TabsVariant; color: ThemeColor }>({
  variant: 'line',
  color: 'primary',
})

/* The selected tab in each colour, spelled out so Tailwind finds every class. */
const activeClass: Record<TabsVariant, Record<ThemeColor, string>> = {
  line: {
    primary: 'data-[state=active]:border-primary-ink data-[state=active]:text-primary-ink',
    secondary: 'data-[state=active]:border-secondary-ink data-[state=active]:text-secondary-ink',
    success: 'data-[state=active]:border-success-ink data-[state=active]:text-success-ink',
    danger: 'data-[state=active]:border-danger-ink data-[state=active]:text-danger-ink',
    warning: 'data-[state=active]:border-warning-ink data-[state=active]:text-warning-ink',
    info: 'data-[state=active]:border-info-ink data-[state=active]:text-info-ink',
    dark: 'data-[state=active]:border-dark-ink data-[state=active]:text-dark-ink',
  },
  pills: {
    primary: 'data-[state=active]:bg-primary',
    secondary: 'data-[state=active]:bg-secondary',
    success: 'data-[state=active]:bg-success',
    danger: 'data-[state=active]:bg-danger',
    warning: 'data-[state=active]:bg-warning',
    info: 'data-[state=active]:bg-info',
    dark: 'data-[state=active]:bg-dark',
  },
}

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
  color = 'primary',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & {
  variant?: TabsVariant
  /** The selected tab's colour: its fill for pills, its line and text for line tabs. */
  color?: ThemeColor
}) {
  return (
    <VariantContext value={{ variant, color }}>
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
  const { variant, color } = use(VariantContext)
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-2 px-4 py-2 text-[0.9375rem] font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-primary-ink disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'line'
          ? '-mb-px border-b-2 border-transparent data-[orientation=vertical]:-me-px data-[orientation=vertical]:mb-0 data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-e-2 data-[orientation=vertical]:border-b-0'
          : 'rounded-lg data-[state=active]:text-white data-[state=active]:shadow-sm',
        activeClass[variant][color],
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1', className)} {...props} />
}
