import { RadioGroup as RadioPrimitive } from 'radix-ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductColor } from '@contract/ecommerce.values'
import { cn } from '@/lib/utils'

const SWATCH: Record<ProductColor, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
}

/** The colours a product comes in, as round swatches in a radio group; the chosen one's name shows beside. */
export function ColorChoice({
  colors,
  value,
  onChange,
}: {
  colors: ProductColor[]
  value: ProductColor
  onChange: (color: ProductColor) => void
}) {
  const { t } = useTranslation('ecommerce')
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <span id={id} className="text-sm font-medium">
        {t('detail.color')}: <span className="font-normal">{t(`colors.${value}`)}</span>
      </span>
      <RadioPrimitive.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(next) => onChange(next as ProductColor)}
        orientation="horizontal"
        className="flex gap-2"
      >
        {colors.map((color) => (
          <RadioPrimitive.Item
            key={color}
            value={color}
            aria-label={t(`colors.${color}`)}
            className="flex size-8 items-center justify-center rounded-full border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:border-foreground"
          >
            <span className={cn('size-5 rounded-full', SWATCH[color])} />
          </RadioPrimitive.Item>
        ))}
      </RadioPrimitive.Root>
    </div>
  )
}
