import { Minus, Plus } from 'lucide-react'
import { Button } from './button'
import { cn } from '@/lib/utils'

export interface QuantityStepperProps {
  value: number
  max: number
  /** The number's name ("Quantity of Oak Reading Chair"). */
  label: string
  decreaseLabel: string
  increaseLabel: string
  onChange: (value: number) => void
  disabled?: boolean
  size?: 'sm' | 'md'
  className?: string
}

/**
 * A quantity from 1 to `max`: minus, the number (typed, or arrows), plus. A typed value outside the range is
 * brought back into it when the field is left.
 */
export function QuantityStepper({
  value,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  onChange,
  disabled,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const clamp = (n: number) => Math.min(Math.max(1, Math.round(n)), Math.max(1, max))
  const buttonSize = size === 'sm' ? 'icon-sm' : 'icon'
  return (
    <div className={cn('inline-flex items-center gap-1', className)}>
      <Button
        variant="outline"
        color="neutral"
        size={buttonSize}
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const n = Number(event.target.value)
          if (event.target.value !== '' && Number.isFinite(n)) onChange(clamp(n))
        }}
        className={cn(
          'w-12 rounded-lg border border-input bg-card text-center tabular-nums focus-visible:outline-2 focus-visible:outline-primary [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none',
          size === 'sm' ? 'h-8 text-sm' : 'h-9.5',
        )}
      />
      <Button
        variant="outline"
        color="neutral"
        size={buttonSize}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  )
}
