import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { softColorClass, type ThemeColor } from './theme-color'

export type AvatarStatus = 'online' | 'offline' | 'busy' | 'away'

const statusDot: Record<AvatarStatus, string> = {
  online: 'bg-success',
  offline: 'bg-secondary',
  busy: 'bg-danger',
  away: 'bg-warning',
}

const fallbackColors = softColorClass

const avatarVariants = cva('relative inline-flex shrink-0 align-middle', {
  variants: {
    size: {
      xs: 'size-6 text-[0.625rem]',
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-12 text-base',
      xl: 'size-16 text-xl',
    },
  },
  defaultVariants: { size: 'md' },
})

/** Up to two initials: first and last word, so "Ada King Lovelace" becomes "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = words[0].charAt(0)
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : ''
  return (first + last).toLocaleUpperCase()
}

export interface AvatarProps
  extends Omit<ComponentProps<'span'>, 'color' | 'children'>, VariantProps<typeof avatarVariants> {
  /** The person's name: the accessible name and the source of the initials. */
  name: string
  src?: string
  /** Tint of the initials fallback. */
  color?: ThemeColor
  shape?: 'circle' | 'rounded'
}

/** A status dot comes with its words in the page's language: the avatar has no English to fall back on. */
type AvatarStatusProps =
  { status?: undefined; statusLabel?: undefined } | { status: AvatarStatus | undefined; statusLabel: string }

/**
 * One image for assistive tech: the wrapper carries role="img" and the name (plus status), and the picture,
 * initials and dot inside are presentational, so a screen reader never spells out "A L".
 */
export function Avatar({
  name,
  src,
  color = 'primary',
  shape = 'circle',
  size,
  status,
  statusLabel,
  className,
  ...props
}: AvatarProps & AvatarStatusProps) {
  const label = status ? `${name} (${statusLabel})` : name
  const rounding = shape === 'circle' ? 'rounded-full' : 'rounded-lg'
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {/* The card's colour under the tint: the initials keep their contrast on any backdrop (a coloured navbar,
          a coloured banner), not only on the card the tokens were checked against. The picture lies over the
          initials: they show while it loads and stay if it fails (the broken picture hides itself), with no
          state and no second render, which a list of avatars would pay per row. */}
      <span className={cn('relative flex size-full overflow-hidden bg-card', rounding)}>
        {/* The initials are drawn by CSS, not written as text: they are a picture of the person, not a label, and
            a button holding an avatar (the account menu) is named for what it does. As text they would count as
            the button's visible words, which its name must contain (WCAG 2.5.3). */}
        <span
          aria-hidden
          data-initials={initialsOf(name)}
          className={cn(
            'flex size-full items-center justify-center font-semibold before:content-[attr(data-initials)]',
            fallbackColors[color],
          )}
        />
        {src && (
          <img
            src={src}
            alt=""
            decoding="async"
            onError={(event) => {
              event.currentTarget.hidden = true
            }}
            className="absolute inset-0 size-full object-cover"
          />
        )}
      </span>
      {status && (
        <span
          aria-hidden
          data-status={status}
          className={cn(
            'absolute end-0 bottom-0 size-[28%] min-h-2 min-w-2 rounded-full ring-2 ring-card',
            statusDot[status],
          )}
        />
      )}
    </span>
  )
}

/** A row of overlapping avatars; the overlap uses a logical negative margin so it flips in RTL. */
export function AvatarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex items-center [&>*:not(:first-child)]:-ms-2.5 [&>*]:ring-2 [&>*]:ring-card [&>*]:rounded-full',
        className,
      )}
      {...props}
    />
  )
}
