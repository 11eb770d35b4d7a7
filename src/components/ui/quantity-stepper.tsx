import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
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
 * the arrow keys, plus). A typed value outside the range is brought back into it when the field is left, and a
 * line under the field says so (a live region, and the field's description) until the next change.
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
  const { t } = useTranslation()
  const noteId = useId()
  const [note, setNote] = useState('')
  const limit = Math.max(1, max)
  return (
    <div className={cn('flex w-fit max-w-full flex-col gap-1', className)}>
      <NumberInput
        value={value}
        min={1}
        max={limit}
        onValueChange={(next) => {
          setNote('')
          if (next !== null) onChange(next)
        }}
        onAdjust={(typed, kept) => setNote(t('quantity.adjusted', { typed, kept, max: limit }))}
        aria-label={label}
        aria-describedby={note ? noteId : undefined}
        decreaseLabel={decreaseLabel}
        increaseLabel={increaseLabel}
        disabled={disabled}
        size={size}
        inputClassName="w-11 flex-none"
      />
      <p id={noteId} role="status" className={cn('text-xs text-warning-ink', !note && 'sr-only')}>
        {note}
      </p>
    </div>
  )
}
