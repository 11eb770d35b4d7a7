import { NumberInput } from './number-input'

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
 * A whole quantity from 1 to `max`: a `NumberInput` with those limits (minus, the number typed or stepped with
 * the arrow keys, plus). A typed value outside the range is brought back into it when the field is left.
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
  return (
    <NumberInput
      value={value}
      min={1}
      max={Math.max(1, max)}
      onValueChange={(next) => {
        if (next !== null) onChange(next)
      }}
      aria-label={label}
      decreaseLabel={decreaseLabel}
      increaseLabel={increaseLabel}
      disabled={disabled}
      size={size}
      className={className}
      inputClassName="w-11 flex-none"
    />
  )
}
