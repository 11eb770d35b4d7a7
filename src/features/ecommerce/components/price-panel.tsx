import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Slider } from '@/components/ui/slider'
import { usePriceFormat } from '@/lib/shop/format'

export interface PriceBounds {
  min: number
  max: number
}

interface PriceRange {
  id: string
  min?: number
  max?: number
}

/** The ready-made ranges; the slider covers everything between. */
const RANGES: PriceRange[] = [
  { id: 'all' },
  { id: 'under-25', max: 25 },
  { id: '25-50', min: 25, max: 50 },
  { id: '50-150', min: 50, max: 150 },
  { id: 'over-150', min: 150 },
]

export interface PricePanelProps {
  minPrice: number | undefined
  maxPrice: number | undefined
  /** The catalogue's cheapest and dearest price: the slider's ends. */
  bounds: PriceBounds
  onChange: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void
}

/**
 * Price filter: ready-made ranges as radio buttons, and a two-thumb slider for any other range. Both write the
 * same two URL values; the slider commits when a thumb is let go (or on each key press), not while dragging.
 */
export function PricePanel({ minPrice, maxPrice, bounds, onChange }: PricePanelProps) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const headingId = useId()
  const low = Math.floor(bounds.min)
  const high = Math.ceil(bounds.max)
  const fromUrl: [number, number] = [minPrice ?? low, maxPrice ?? high]
  const [draft, setDraft] = useState(fromUrl)
  // adjusting state while rendering: follow the URL when it changes from outside (a range, Clear all, Back)
  const [seen, setSeen] = useState(fromUrl.join())
  if (seen !== fromUrl.join()) {
    setSeen(fromUrl.join())
    setDraft(fromUrl)
  }
  const chosen = RANGES.find((range) => range.min === minPrice && range.max === maxPrice)?.id ?? ''

  const labelOf = (range: PriceRange) =>
    range.min === undefined && range.max === undefined
      ? t('filters.priceRanges.all')
      : range.min === undefined
        ? t('filters.priceRanges.under', { max: price(range.max!) })
        : range.max === undefined
          ? t('filters.priceRanges.over', { min: price(range.min) })
          : t('filters.priceRanges.between', { min: price(range.min), max: price(range.max) })

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('filters.price')}
      </h3>
      <RadioGroup
        aria-labelledby={headingId}
        value={chosen}
        onValueChange={(id) => {
          const range = RANGES.find((r) => r.id === id)
          if (range) onChange({ minPrice: range.min, maxPrice: range.max })
        }}
      >
        {RANGES.map((range) => (
          <div key={range.id} className="flex min-h-6 items-center gap-2">
            <RadioGroupItem value={range.id} id={`${headingId}-${range.id}`} />
            <Label htmlFor={`${headingId}-${range.id}`} className="cursor-pointer font-normal">
              {labelOf(range)}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <div className="flex flex-col gap-2 pt-1">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('filters.priceShown', { min: price(draft[0]), max: price(draft[1]) })}
        </p>
        <Slider
          aria-label={t('filters.priceSlider')}
          thumbLabels={[t('filters.lowestPrice'), t('filters.highestPrice')]}
          valueText={price}
          min={low}
          max={high}
          step={1}
          minStepsBetweenThumbs={1}
          value={draft}
          onValueChange={(value) => setDraft([value[0], value[1]])}
          onValueCommit={([lo, hi]) =>
            onChange({ minPrice: lo <= low ? undefined : lo, maxPrice: hi >= high ? undefined : hi })
          }
        />
      </div>
    </section>
  )
}
