import Check from 'lucide-react/icons/check'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Circle from 'lucide-react/icons/circle'
import { ContextMenu as MenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import {
  menuContentClass,
  menuItemClass,
  menuLabelClass,
  menuSeparatorClass,
  menuShortcutClass,
  menuSubTriggerClass,
} from './menu-styles'
import './motion.css'

/*
 * The menu a right click opens (or, on a focused trigger, Shift+F10 and the Menu key: the browser turns both
 * into a contextmenu event). It looks and moves like DropdownMenu; only the way it opens differs.
 */
/** Not modal, as DropdownMenu (docs/ui-primitives.md, "Menus and selects are not modal"). */
export function ContextMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />
}
export const ContextMenuGroup = MenuPrimitive.Group
export const ContextMenuPortal = MenuPrimitive.Portal
export const ContextMenuSub = MenuPrimitive.Sub
export const ContextMenuRadioGroup = MenuPrimitive.RadioGroup

/** The area that opens the menu. Give it `tabIndex={0}` and a name so keyboard users can reach and open it. */
export function ContextMenuTrigger({ className, ...props }: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return (
    <MenuPrimitive.Trigger
      data-slot="context-menu-trigger"
      className={cn('select-none data-[state=open]:ring-2 data-[state=open]:ring-ring/40', className)}
      {...props}
    />
  )
}

export function ContextMenuContent({ className, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="context-menu-content"
        className={cn(
          menuContentClass,
          'max-h-(--radix-context-menu-content-available-height) overflow-y-auto',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

interface ItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** Indents the item to line up with checkbox and radio items in the same menu. */
  inset?: boolean
  variant?: 'default' | 'destructive'
}

export function ContextMenuItem({ className, inset, variant = 'default', ...props }: ItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="context-menu-item"
      className={cn(
        menuItemClass,
        inset && 'ps-8',
        variant === 'destructive' &&
          'text-danger-ink data-highlighted:bg-danger-light data-highlighted:text-danger-ink',
        className,
      )}
      {...props}
    />
  )
}

export function ContextMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(menuItemClass, 'ps-8', className)} {...props}>
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  )
}

export function ContextMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cn(menuItemClass, 'ps-8', className)} {...props}>
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Circle className="size-2 fill-current" aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  )
}

export function ContextMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }) {
  return <MenuPrimitive.Label className={cn(menuLabelClass, inset && 'ps-8', className)} {...props} />
}

export function ContextMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn(menuSeparatorClass, className)} {...props} />
}

/** Shows a keyboard hint at the item's end; decorative, so the item's own name stays clean. */
export function ContextMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-hidden className={cn(menuShortcutClass, className)} {...props} />
}

export function ContextMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubTrigger> & { inset?: boolean }) {
  return (
    <MenuPrimitive.SubTrigger className={cn(menuSubTriggerClass, inset && 'ps-8', className)} {...props}>
      {children}
      <ChevronRight className="rtl-flip ms-auto" aria-hidden />
    </MenuPrimitive.SubTrigger>
  )
}

export function ContextMenuSubContent({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubContent>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent className={cn(menuContentClass, className)} {...props} />
    </MenuPrimitive.Portal>
  )
}
