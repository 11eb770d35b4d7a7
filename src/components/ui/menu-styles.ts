import { fieldClass } from './input'

/*
 * Shared by dropdown-menu, context-menu and select: the highlighted item is the focused one, so its tint is the focus
 * indicator and the global outline is switched off on items.
 */
export const menuContentClass =
  'ui-animate ui-pop z-50 min-w-44 overflow-hidden rounded-lg border bg-card p-1.5 text-card-foreground shadow-lg'

export const menuItemClass =
  'relative flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-[0.9375rem] outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-primary-light data-highlighted:text-primary-ink [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4'

/* The parts DropdownMenu and ContextMenu share beyond content and items: one look for both menus. */
export const menuLabelClass = 'px-2.5 py-1.5 text-xs font-semibold text-muted-foreground uppercase'
export const menuSeparatorClass = '-mx-1.5 my-1.5 h-px bg-border'
export const menuShortcutClass = 'ms-auto ps-4 text-xs tracking-widest text-muted-foreground'
export const menuSubTriggerClass = `${menuItemClass} data-[state=open]:bg-primary-light data-[state=open]:text-primary-ink`

/** A select's closed field: select.tsx's trigger, and the look-alike drawn before its code loads (on-intent.tsx). */
export const selectTriggerClass = (size: 'sm' | 'md') =>
  `${fieldClass} flex items-center justify-between gap-2 text-start whitespace-nowrap data-placeholder:text-muted-foreground [&>span]:truncate [&>span]:[unicode-bidi:plaintext] ${size === 'sm' ? 'h-8 text-sm' : 'h-9.5'}`
