import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import { useState, type ComponentProps, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { separatorsOf } from './masked-input'
import { numberFormat } from '@/lib/intl'

export interface NumberInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'min' | 'max' | 'step'
> {
  /** The number, or `null` when the field is empty. */
  value: number | null
  /** Called with the new number after a step, or when typed text is committed (Enter or leaving the field). */
  onValueChange: (value: number | null) => void
  min?: number
  max?: number
  /** What − / + and ArrowDown / ArrowUp add; PageDown / PageUp add ten of them. */
  step?: number
  /** Digits kept after the decimal sign; typed values are rounded to them. */
  decimals?: number
  /** Formats and reads the number the way this locale writes it (`1.234,5` in de); the app's language by default. */
  locale?: string
  /** More formatting, e.g. `{ style: 'currency', currency: 'EUR' }` or `{ style: 'unit', unit: 'kilogram' }`. */
  formatOptions?: Intl.NumberFormatOptions
  /** May the field be left empty? Otherwise an emptied field goes back to the last number. */
  allowEmpty?: boolean
  /**
   * Called when a typed number lay outside `min`..`max` and was brought to the nearest limit, so the page can
   * say so instead of changing it silently (`QuantityStepper` does).
   */
  onAdjust?: (typed: number, kept: number) => void
  decreaseLabel: string
  increaseLabel: string
  size?: 'sm' | 'md' | 'lg'
  /** Classes for the bordered group around the buttons and the field. */
  className?: string
  inputClassName?: string
}

const SIZES = {
  sm: { group: 'h-8 text-sm', button: 'w-8 [&_svg]:size-3.5' },
  md: { group: 'h-9.5', button: 'w-9.5 [&_svg]:size-4' },
  lg: { group: 'h-11 text-base', button: 'w-11 [&_svg]:size-5' },
} as const

/**
 * Reads a number typed in a locale's way: `1.234,5` in de, `1,234.5` in en; a plain `.` also works as the decimal
 * sign where it is not the group sign. Ignores currency signs and units; Arabic-Indic digits count. `null` when
 * no digit was typed.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const { group, decimal } = separatorsOf(locale)
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  if (!/\d/.test(latin)) return null
  let cut = latin.lastIndexOf(decimal)
  if (cut === -1 && group !== '.') cut = latin.lastIndexOf('.')
  const whole = cut === -1 ? latin : latin.slice(0, cut)
  const fraction = cut === -1 ? '' : latin.slice(cut + 1)
  const number = Number(`${whole.replace(/\D/g, '') || '0'}.${fraction.replace(/\D/g, '') || '0'}`)
  return /^[^\d]*[-\u2212]/.test(latin) ? -number : number
}

/**
 * A number field with − and + at its ends: `role="spinbutton"` on a text input (`inputMode="decimal"`, so the
 * value can be shown in the locale's format), `min`/`max`/`step`, `decimals`, and the keys a spin button has:
 * ArrowUp/Down one step, PageUp/Down ten, Home/End the limits. Typed text is read, rounded and clamped when
 * the field is left or Enter is pressed. The buttons are skipped by Tab (the arrow keys do their work).
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  decimals = 0,
  locale: localeProp,
  formatOptions,
  allowEmpty = false,
  onAdjust,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  disabled,
  readOnly,
  className,
  inputClassName,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const { i18n } = useTranslation()
  const locale = localeProp ?? i18n.resolvedLanguage ?? i18n.language ?? 'en'
  // the text being typed; null when the field shows the value
  const [draft, setDraft] = useState<string | null>(null)
  // while focused the field shows the bare number (no grouping, no symbols), which is easy to change
  const [focused, setFocused] = useState(false)
  const formatter = numberFormat(locale, {
    maximumFractionDigits: decimals,
    minimumFractionDigits: formatOptions?.style === 'currency' ? decimals : 0,
    ...formatOptions,
  })
  const plain = numberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false })
  const format = (n: number | null) => (n === null ? '' : formatter.format(n))

  const clamp = (n: number) => {
    const rounded = Number(n.toFixed(decimals))
    return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, rounded))
  }
  const commit = (n: number | null, typed = false) => {
    setDraft(null)
    const next = n === null ? (allowEmpty ? null : value) : clamp(n)
    if (next !== value) onValueChange(next)
    if (typed && n !== null && next !== null && next !== Number(n.toFixed(decimals))) onAdjust?.(n, next)
  }
  const current = () => (draft === null ? value : parseLocaleNumber(draft, locale))
  const stepBy = (amount: number) => {
    if (disabled || readOnly) return
    const base = current() ?? min ?? 0
    commit(base + amount)
  }

  const atMin = value !== null && min !== undefined && value <= min
  const atMax = value !== null && max !== undefined && value >= max
  const sizes = SIZES[size]

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    const moves: Record<string, () => void> = {
      ArrowUp: () => stepBy(step),
      ArrowDown: () => stepBy(-step),
      PageUp: () => stepBy(step * 10),
      PageDown: () => stepBy(-step * 10),
      Enter: () => commit(current(), draft !== null),
    }
    if (min !== undefined) moves.Home = () => commit(min)
    if (max !== undefined) moves.End = () => commit(max)
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const button = (direction: -1 | 1) => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={direction === 1 ? increaseLabel : decreaseLabel}
      disabled={disabled || readOnly || (direction === 1 ? atMax : atMin)}
      // keep focus in the field when it has it, so typing can go on
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => stepBy(direction * step)}
      className={cn(
        'flex shrink-0 items-center justify-center text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        direction === 1 ? 'border-s border-input' : 'border-e border-input',
        sizes.button,
      )}
    >
      {direction === 1 ? <Plus aria-hidden /> : <Minus aria-hidden />}
    </button>
  )

  return (
    <div
      data-slot="number-input"
      className={cn(
        'inline-flex w-fit min-w-0 items-stretch overflow-hidden rounded-lg border border-input bg-card transition-colors focus-within:border-primary-ink focus-within:ring-2 focus-within:ring-ring/40 has-[input:disabled]:opacity-60 has-[[aria-invalid=true]]:border-danger-ink',
        sizes.group,
        className,
      )}
    >
      {button(-1)}
      <input
        type="text"
        // "2.5 kg" keeps its order on a right-to-left page; Arabic digits and units still read right to left
        dir="auto"
        role="spinbutton"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={value === null ? undefined : format(value)}
        disabled={disabled}
        readOnly={readOnly}
        value={draft ?? (focused ? (value === null ? '' : plain.format(value)) : format(value))}
        onFocus={(event) => {
          setFocused(true)
          onFocus?.(event)
        }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => {
          setFocused(false)
          commit(current(), draft !== null)
          onBlur?.(event)
        }}
        onKeyDown={onKey}
        className={cn(
          'w-16 min-w-0 flex-1 bg-transparent px-2 text-center text-foreground tabular-nums outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
          inputClassName,
        )}
        {...props}
      />
      {button(1)}
    </div>
  )
}
