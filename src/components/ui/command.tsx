import { Command as CommandPrimitive } from 'cmdk'
import Search from 'lucide-react/icons/search'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

export function Command({ className, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      data-slot="command"
      className={cn(
        'flex size-full flex-col overflow-hidden rounded-lg bg-card text-card-foreground',
        className,
      )}
      {...props}
    />
  )
}

export interface CommandDialogProps extends ComponentProps<typeof Dialog> {
  /** Names the dialog for screen readers (visually hidden); pass translated text. */
  title?: string
  description?: string
  closeLabel?: string
  /** Forwarded to cmdk, e.g. shouldFilter={false} when results come from the server. */
  commandProps?: Omit<ComponentProps<typeof CommandPrimitive>, 'children'>
  children: ReactNode
}

/** The navbar's page search: a palette near the top of the viewport, closed with Escape or the × button. */
export function CommandDialog({
  title = 'Search',
  description = 'Type to search pages and actions',
  closeLabel,
  commandProps,
  children,
  ...props
}: CommandDialogProps) {
  return (
    <Dialog {...props}>
      <DialogContent closeLabel={closeLabel} className="mt-[12vh] mb-auto max-w-xl gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{description}</DialogDescription>
        <Command label={title} {...commandProps}>
          {children}
        </Command>
      </DialogContent>
    </Dialog>
  )
}

export function CommandInput({ className, ...props }: ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    // the field shows where the focus is with a primary underline (2.4.7): the caret alone is easy to miss
    <div
      className="flex items-center gap-2 border-b px-4 pe-12 focus-within:shadow-[inset_0_-2px_0_0_var(--primary)]"
      cmdk-input-wrapper=""
    >
      <Search className="size-4.5 shrink-0 text-muted-foreground" aria-hidden />
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          'flex h-12 w-full bg-transparent text-[0.9375rem] outline-none placeholder:text-muted-foreground disabled:opacity-50',
          className,
        )}
        {...props}
      />
    </div>
  )
}

export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      className={cn('max-h-[min(60vh,26rem)] scroll-py-2 overflow-x-hidden overflow-y-auto p-2', className)}
      {...props}
    />
  )
}

export function CommandEmpty({ className, ...props }: ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty
      className={cn('py-8 text-center text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export function CommandGroup({ className, ...props }: ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      className={cn(
        'overflow-hidden p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase',
        className,
      )}
      {...props}
    />
  )
}

export function CommandSeparator({ className, ...props }: ComponentProps<typeof CommandPrimitive.Separator>) {
  return <CommandPrimitive.Separator className={cn('-mx-2 my-1 h-px bg-border', className)} {...props} />
}

export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      data-slot="command-item"
      className={cn(
        'relative flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-[0.9375rem] outline-none select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-primary-light data-[selected=true]:text-primary-ink [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4.5',
        className,
      )}
      {...props}
    />
  )
}

export function CommandShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden
      className={cn('ms-auto text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  )
}
