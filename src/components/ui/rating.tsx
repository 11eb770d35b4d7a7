import type { LucideIcon } from 'lucide-react'
import Star from 'lucide-react/icons/star'
import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'
import type { ThemeColor } from './theme-color'

/* Spelled out so Tailwind finds every class: the filled part of a symbol. */
const filledClass: Record<ThemeColor, string> = {
  primary: 'fill-primary text-primary-ink',
  secondary: 'fill-secondary text-secondary-ink',
  success: 'fill-success text-success-ink',
  danger: 'fill-danger text-danger-ink',
  warning: 'fill-warning text-warning-ink',
  info: 'fill-info text-info-ink',
  dark: 'fill-dark text-dark-ink',
}

const iconSize = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const

export type RatingSize = keyof typeof iconSize

interface RatingBaseProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'color'> {
  /** How many symbols: 5 unless given. */
  count?: number
  size?: RatingSize
  color?: ThemeColor
  /** The symbol; a star unless given (a heart, a flame…). */
  icon?: LucideIcon
}

export interface RatingInputProps extends RatingBaseProps {
  readOnly?: false
  /** The group's visible-label text, which names the radio group ("Your rating"). */
  label: string
  value?: number | null
  defaultValue?: number | null
  onValueChange?: (value: number | null) => void
  /** Choosing the chosen symbol again (click, or Space on it) clears the rating. */
  clearable?: boolean
  disabled?: boolean
  /** The form field name of the hidden radios. */
  name?: string
}

export interface RatingDisplayProps extends RatingBaseProps {
  readOnly: true
  /** Any number; drawn to the nearest half. */
  value: number
  /** The image's name; "Rated 3.5 out of 5" unless given. */
  label?: string
  /** Hidden from assistive tech, when text nearby already says the rating. */
  decorative?: boolean
}

export type RatingProps = RatingInputProps | RatingDisplayProps

/** One symbol, filled by `fill` (0, 0.5 or 1) from the start edge, so a half star follows the reading direction. */
function RatingSymbol({
  icon: Icon,
  fill,
  size,
  color,
}: {
  icon: LucideIcon
  fill: number
  size: RatingSize
  color: ThemeColor
}) {
  return (
    <span className={cn('relative inline-flex shrink-0', iconSize[size])}>
      <Icon aria-hidden className={cn('absolute inset-0 size-full text-muted-foreground')} />
      {fill > 0 && (
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Icon aria-hidden className={cn('h-full', iconSize[size], filledClass[color])} />
        </span>
      )}
    </span>
  )
}

function RatingDisplay({
  value,
  count = 5,
  size = 'md',
  color = 'warning',
  icon = Star,
  label,
  decorative,
  className,
  readOnly: _readOnly,
  ...props
}: RatingDisplayProps) {
  const { t, i18n } = useTranslation('common')
  const shown = Math.min(count, Math.max(0, Math.round(value * 2) / 2))
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 1 }).format(
    shown,
  )
  return (
    <div
      data-slot="rating"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (label ?? t('rating.rated', { value: number, max: count }))}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <RatingSymbol
          key={index}
          icon={icon}
          size={size}
          color={color}
          fill={Math.min(1, Math.max(0, shown - index))}
        />
      ))}
    </div>
  )
}

function RatingInput({
  label,
  value,
  defaultValue = null,
  onValueChange,
  count = 5,
  size = 'md',
  color = 'warning',
  icon = Star,
  clearable,
  disabled,
  name,
  className,
  readOnly: _readOnly,
  ...props
}: RatingInputProps) {
  const { t } = useTranslation('common')
  const autoName = useId()
  const [inner, setInner] = useState<number | null>(defaultValue)
  const [hovered, setHovered] = useState<number | null>(null)
  const current = value !== undefined ? value : inner
  const set = (next: number | null) => {
    if (value === undefined) setInner(next)
    onValueChange?.(next)
  }
  const lit = hovered ?? current ?? 0
  return (
    <div
      data-slot="rating"
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center', disabled && 'opacity-50', className)}
      onPointerLeave={() => setHovered(null)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => {
        const n = index + 1
        return (
          <label
            key={n}
            className={cn(
              'inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              !disabled && 'cursor-pointer',
            )}
            onPointerEnter={disabled ? undefined : () => setHovered(n)}
          >
            <input
              type="radio"
              className="sr-only"
              name={name ?? autoName}
              value={n}
              checked={current === n}
              disabled={disabled}
              aria-label={t('rating.stars', { count: n })}
              onChange={() => set(n)}
              onClick={() => {
                // a radio that is already checked fires no change: this is the second choice of the same value
                if (clearable && current === n) set(null)
              }}
            />
            <RatingSymbol icon={icon} size={size} color={color} fill={n <= lit ? 1 : 0} />
          </label>
        )
      })}
    </div>
  )
}

/**
 * A rating. Interactive by default: a radio group of native radios (arrow keys move and choose, in the page's
 * direction), each named "3 stars"; `clearable` lets the chosen one be chosen again to clear. `readOnly` draws a
 * value to the nearest half as one image named "Rated 3.5 out of 5" (the shop's product ratings).
 */
export function Rating(props: RatingProps) {
  return props.readOnly ? <RatingDisplay {...props} /> : <RatingInput {...props} />
}
