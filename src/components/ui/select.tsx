import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronUp from 'lucide-react/icons/chevron-up'
import { Select as SelectPrimitive } from 'radix-ui'
import { createContext, use, useState, type ComponentProps, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/utils'
import { menuContentClass, menuItemClass, selectTriggerClass } from './menu-styles'
import './motion.css'

/** Whether the list is open: SelectContent lays its backdrop under it meanwhile. */
const SelectOpen = createContext(false)
/** The chosen value's text when the page gave it (`valueLabel`): the list then renders only while open. */
const SelectLabelText = createContext<ReactNode>(undefined)

/**
 * Radix's select is modal: while its list is open the rest of the page takes no pointer and is hidden from
 * assistive technology. A backdrop says so to the eye's tools as well (docs/ui-primitives.md, "Menus and selects
 * are not modal"): without it, WCAG's checkers find the hidden page still focusable and cannot tell that a modal
 * layer is open, as they can for a dialog. Open or closed, controlled or not, as Radix's Root.
 *
 * `valueLabel`, the chosen value's text, spares the closed select its options: without it Radix renders every
 * option while closed, to copy the chosen one's text into the field, in three renders React cannot slice
 * (docs/ui-primitives.md, "A select's options while closed"). Typing on the closed field to pick an option needs
 * them, so it works only once the list has been opened.
 */
export function Select({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  valueLabel,
  ...props
}: ComponentProps<typeof SelectPrimitive.Root> & { valueLabel?: ReactNode }) {
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const changeOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  return (
    <SelectOpen value={open}>
      <SelectLabelText value={valueLabel}>
        <SelectPrimitive.Root open={open} onOpenChange={changeOpen} {...props} />
      </SelectLabelText>
    </SelectOpen>
  )
}

export const SelectGroup = SelectPrimitive.Group

/** The field's text: the chosen option's, or the `valueLabel` its `Select` was given. */
export function SelectValue({ children, ...props }: ComponentProps<typeof SelectPrimitive.Value>) {
  const label = use(SelectLabelText)
  return (
    <SelectPrimitive.Value {...props}>
      {children ?? (label === undefined ? undefined : <bdi>{label}</bdi>)}
    </SelectPrimitive.Value>
  )
}

export function SelectTrigger({
  className,
  children,
  size = 'md',
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & { size?: 'sm' | 'md' }) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(selectTriggerClass(size), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

const scrollButtonClass = 'flex cursor-default items-center justify-center py-1 text-muted-foreground'

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const open = use(SelectOpen)
  const labelled = use(SelectLabelText) !== undefined
  if (labelled && !open) return null
  return (
    <>
      {/* before the list in the page, so the list (same layer) draws over it; a press on it closes the list */}
      {open &&
        createPortal(
          <div data-slot="select-backdrop" aria-hidden className="pointer-events-auto fixed inset-0 z-50" />,
          document.body,
        )}
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position={position}
          className={cn(
            menuContentClass,
            'relative max-h-(--radix-select-content-available-height) p-0',
            position === 'popper' && 'min-w-(--radix-select-trigger-width)',
            className,
          )}
          sideOffset={position === 'popper' ? 4 : undefined}
          {...props}
        >
          <SelectPrimitive.ScrollUpButton className={scrollButtonClass}>
            <ChevronUp className="size-4" aria-hidden />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className={scrollButtonClass}>
            <ChevronDown className="size-4" aria-hidden />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </>
  )
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cn(menuItemClass, 'pe-8', className)} {...props}>
      <SelectPrimitive.ItemText>
        <bdi>{children}</bdi>
      </SelectPrimitive.ItemText>
      <span className="absolute end-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  )
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-2.5 py-1.5 text-xs font-semibold text-muted-foreground uppercase', className)}
      {...props}
    />
  )
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...props} />
}
