import { Slider as SliderPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { fillColorClass, type ThemeColor } from './theme-color'
import { useHtmlDir } from './use-html-attributes'

/* the thumb's ring in the theme colour; spelled out so Tailwind finds every class */
const thumbBorderClass: Record<ThemeColor, string> = {
  primary: 'border-primary',
  secondary: 'border-secondary',
  success: 'border-success',
  danger: 'border-danger',
  warning: 'border-warning',
  info: 'border-info',
  dark: 'border-dark',
}

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, in order ("Lowest price", "Highest price"). */
  thumbLabels: readonly string[]
  /** What each thumb's value reads as (`$25`), for screen readers. */
  valueText?: (value: number) => string
  /** Theme colour of the filled range and the thumbs; primary by default. */
  color?: ThemeColor
}

/**
 * A range on a track with one or more thumbs. Radix gives it arrow, Page and Home/End keys and flips it in RTL
 * (it follows the page's direction); each thumb is a 24 px target. `orientation="vertical"` stands it up: give
 * it a height (`className="h-40"`).
 */
export function Slider({
  className,
  thumbLabels,
  valueText,
  value,
  defaultValue,
  color = 'primary',
  ...props
}: SliderProps) {
  const values = value ?? defaultValue ?? []
  const dir = useHtmlDir()
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      dir={dir}
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex touch-none items-center select-none data-disabled:opacity-60',
        'data-[orientation=horizontal]:h-6 data-[orientation=horizontal]:w-full',
        'data-[orientation=vertical]:w-6 data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=vertical]:w-1.5">
        <SliderPrimitive.Range
          className={cn(
            'absolute data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full',
            fillColorClass[color],
          )}
        />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={valueText && values[index] !== undefined ? valueText(values[index]) : undefined}
          className={cn(
            'block size-6 cursor-grab rounded-full border-4 bg-card shadow-sm transition-shadow focus-visible:ring-4 focus-visible:ring-primary/30 focus-visible:outline-none data-disabled:cursor-not-allowed',
            thumbBorderClass[color],
          )}
        />
      ))}
    </SliderPrimitive.Root>
  )
}
