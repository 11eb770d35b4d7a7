import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { Spinner } from './spinner'
import { inkColorClass, solidColorClass, type ThemeColor } from './theme-color'

type Appearance = 'solid' | 'soft' | 'outline' | 'ghost' | 'link'
export type ButtonColor = ThemeColor | 'neutral'

/*
 * Classes are spelled out in full so Tailwind can find them. Solid fills darken on hover with an overlay
 * instead of fading, because a lighter fill would drop white text below AA for danger and warning.
 */
const appearanceClasses: Record<Appearance, Record<ButtonColor, string>> = {
  solid: { ...solidColorClass, neutral: 'bg-muted text-foreground' },
  soft: {
    primary: 'bg-primary-light text-primary-ink hover:bg-primary hover:text-white',
    secondary: 'bg-secondary-light text-secondary-ink hover:bg-secondary hover:text-white',
    success: 'bg-success-light text-success-ink hover:bg-success hover:text-white',
    danger: 'bg-danger-light text-danger-ink hover:bg-danger hover:text-white',
    warning: 'bg-warning-light text-warning-ink hover:bg-warning hover:text-white',
    info: 'bg-info-light text-info-ink hover:bg-info hover:text-white',
    dark: 'bg-dark-light text-dark-ink hover:bg-dark hover:text-white',
    neutral: 'bg-muted text-foreground hover:bg-input',
  },
  outline: {
    primary: 'border-primary-ink text-primary-ink hover:bg-primary-light',
    secondary: 'border-secondary-ink text-secondary-ink hover:bg-secondary-light',
    success: 'border-success-ink text-success-ink hover:bg-success-light',
    danger: 'border-danger-ink text-danger-ink hover:bg-danger-light',
    warning: 'border-warning-ink text-warning-ink hover:bg-warning-light',
    info: 'border-info-ink text-info-ink hover:bg-info-light',
    dark: 'border-dark-ink text-dark-ink hover:bg-dark-light',
    neutral: 'border-input text-foreground hover:bg-muted',
  },
  ghost: {
    primary: 'text-primary-ink hover:bg-primary-light',
    secondary: 'text-secondary-ink hover:bg-secondary-light',
    success: 'text-success-ink hover:bg-success-light',
    danger: 'text-danger-ink hover:bg-danger-light',
    warning: 'text-warning-ink hover:bg-warning-light',
    info: 'text-info-ink hover:bg-info-light',
    dark: 'text-dark-ink hover:bg-dark-light',
    neutral: 'text-foreground hover:bg-muted',
  },
  link: { ...inkColorClass, neutral: 'text-foreground' },
}

const buttonVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      appearance: {
        solid: 'shadow-sm hover:bg-[image:linear-gradient(rgb(0_0_0/0.12),rgb(0_0_0/0.12))]',
        soft: '',
        outline: 'border bg-transparent',
        ghost: 'bg-transparent',
        link: 'h-auto! px-0! underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg:not([class*=size-])]:size-4',
        md: 'h-9.5 px-4 text-[0.9375rem] [&_svg:not([class*=size-])]:size-4.5',
        lg: 'h-11 px-5 text-base [&_svg:not([class*=size-])]:size-5',
        'icon-sm': 'size-8 [&_svg:not([class*=size-])]:size-4',
        icon: 'size-9.5 [&_svg:not([class*=size-])]:size-5',
      },
    },
    defaultVariants: { appearance: 'solid', size: 'md' },
  },
)

export type ButtonVariant =
  'default' | 'primary' | 'secondary' | 'destructive' | 'soft' | 'outline' | 'ghost' | 'link'

/** Maps the named variants onto an appearance and the colour they imply when none is given. */
const variantMap: Record<ButtonVariant, [Appearance, ButtonColor]> = {
  default: ['solid', 'primary'],
  primary: ['solid', 'primary'],
  secondary: ['solid', 'secondary'],
  destructive: ['solid', 'danger'],
  soft: ['soft', 'primary'],
  outline: ['outline', 'primary'],
  ghost: ['ghost', 'neutral'],
  link: ['link', 'primary'],
}

export interface ButtonProps
  extends Omit<ComponentProps<'button'>, 'color'>, Pick<VariantProps<typeof buttonVariants>, 'size'> {
  variant?: ButtonVariant
  /** Theme colour; defaults to the variant's own (primary, or neutral for ghost). */
  color?: ButtonColor
  /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean
  /**
   * Shows a spinner, sets aria-busy and ignores clicks. The button stays focusable (aria-disabled, not
   * disabled) so keyboard focus is not thrown to the page while a form submits.
   */
  loading?: boolean
}

export function buttonClassName({
  variant = 'default',
  color,
  size,
  className,
}: Pick<ButtonProps, 'variant' | 'color' | 'size' | 'className'> = {}): string {
  const [appearance, defaultColor] = variantMap[variant]
  return cn(
    buttonVariants({ appearance, size }),
    appearanceClasses[appearance][color ?? defaultColor],
    className,
  )
}

export function Button({
  variant,
  color,
  size,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  const inert = loading || (asChild && disabled)
  return (
    <Comp
      data-slot="button"
      className={buttonClassName({ variant, color, size, className })}
      // a child element such as a link chooses its own type; a plain button must not submit forms by accident
      type={asChild ? type : (type ?? 'button')}
      disabled={asChild ? undefined : disabled}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (inert) event.preventDefault()
        else onClick?.(event)
      }}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  )
}
