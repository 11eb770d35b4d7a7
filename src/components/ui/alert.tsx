import X from 'lucide-react/icons/x'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { outlineColorClass, softColorClass, solidColorClass, type ThemeColor } from './theme-color'

type AlertVariant = 'soft' | 'solid' | 'outline'

const looks: Record<AlertVariant, Record<ThemeColor, string>> = {
  soft: softColorClass,
  solid: solidColorClass,
  outline: outlineColorClass,
}

export interface AlertProps extends Omit<ComponentProps<'div'>, 'color' | 'title'> {
  color?: ThemeColor
  variant?: AlertVariant
  /** A decorative icon at the start. */
  icon?: ReactNode
  title?: ReactNode
  /** Actions under the text (buttons or links). */
  actions?: ReactNode
  /** Shows a close button with this accessible name; `onDismiss` hides the alert. */
  dismissLabel?: string
  onDismiss?: () => void
  /**
   * `alert` interrupts a screen reader (errors that appear after an action); `status` waits its turn; `none`
   * for a message that is on the page from the start and needs no announcement.
   */
  live?: 'alert' | 'status' | 'none'
}

/** A message block in a theme colour: icon, title, text, actions and an optional close button. */
export function Alert({
  color = 'primary',
  variant = 'soft',
  icon,
  title,
  actions,
  dismissLabel,
  onDismiss,
  live = 'none',
  className,
  children,
  ...props
}: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={live === 'none' ? undefined : live}
      className={cn(
        'flex items-start gap-3 rounded-lg border border-transparent p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
        looks[variant][color],
        className,
      )}
      {...props}
    >
      {icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {dismissLabel && onDismiss && (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  )
}
