import { Slider as SliderPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { useHtmlDir } from './use-html-attributes'

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, in order ("Lowest price", "Highest price"). */
  thumbLabels: readonly string[]
  /** What each thumb's value reads as (`$25`), for screen readers. */
  valueText?: (value: number) => string
}

/**
 * A range on a track with one or more thumbs. Radix gives it arrow, Page and Home/End keys and flips it in RTL
 * (it follows the page's direction); each thumb is a 24 px target.
 */
export function Slider({ className, thumbLabels, valueText, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? []
  const dir = useHtmlDir()
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      dir={dir}
      value={value}
      defaultValue={defaultValue}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={valueText && values[index] !== undefined ? valueText(values[index]) : undefined}
          className="block size-6 cursor-grab rounded-full border-4 border-primary bg-card shadow-sm transition-shadow focus-visible:ring-4 focus-visible:ring-primary/30 focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  )
}
