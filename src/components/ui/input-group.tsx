import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Input, type InputProps } from './input'

export interface InputGroupProps extends ComponentProps<'div'> {
  /** Text addons lose their muted strip and divider and sit inside the field like an icon does. */
  merged?: boolean
}

/**
 * A field with addons glued to it: text ("https://", "@example.com"), an icon, a checkbox or a button. The group
 * draws the border and the focus ring; the input inside is borderless. Label the `InputGroupInput` (FormField or
 * aria-label); addon text is read with it when you point `aria-describedby` at the addon's id. Sizes come from
 * the input (`<InputGroupInput size="sm" />`): addons and buttons stretch to its height.
 */
export function InputGroup({ className, merged, ...props }: InputGroupProps) {
  return (
    <div
      data-slot="input-group"
      data-merged={merged ? 'true' : undefined}
      className={cn(
        'group/input-group flex w-full min-w-0 items-stretch overflow-hidden rounded-lg border border-input bg-card transition-colors focus-within:border-primary-ink focus-within:ring-2 focus-within:ring-ring/40 has-[input:disabled]:opacity-60 has-[[aria-invalid=true]]:border-danger-ink',
        className,
      )}
      {...props}
    />
  )
}

export interface InputGroupAddonProps extends ComponentProps<'span'> {
  /** `text` sits on a muted strip with a divider; `icon` is a bare icon beside the text. */
  variant?: 'text' | 'icon'
}

export function InputGroupAddon({ className, variant = 'text', ...props }: InputGroupAddonProps) {
  return (
    <span
      data-slot="input-group-addon"
      className={cn(
        'flex shrink-0 items-center text-sm whitespace-nowrap text-muted-foreground',
        variant === 'text' &&
          'border-input bg-muted px-3 first:border-e last:border-s group-data-[merged=true]/input-group:border-0 group-data-[merged=true]/input-group:bg-transparent group-data-[merged=true]/input-group:first:pe-0 group-data-[merged=true]/input-group:last:ps-0',
        variant === 'icon' && 'ps-3 last:ps-0 last:pe-3 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  )
}

/** The borderless look of a field inside a group, for an input other than `InputGroupInput` (a MaskedInput). */
export const inputGroupInputClass =
  'flex-1 rounded-none border-0 bg-transparent focus-visible:ring-0 aria-invalid:focus-visible:ring-0'

export function InputGroupInput({ className, ...props }: InputProps) {
  return <Input data-slot="input-group-input" className={cn(inputGroupInputClass, className)} {...props} />
}

/** A button at either end of the group (Copy, Search, Send). */
export function InputGroupButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      data-slot="input-group-button"
      className={cn('h-auto shrink-0 rounded-none first:border-e last:border-s', className)}
      {...props}
    />
  )
}
