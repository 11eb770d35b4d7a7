import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TileArtSpec } from '@/components/tile-art'
import { TileArt } from '@/components/tile-art'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

const PATTERNS = ['grid', 'diamond', 'stripe', 'ring'] as const

interface FeaturedImageFieldProps {
  value: Omit<TileArtSpec, 'alt'>
  onChange: (value: Omit<TileArtSpec, 'alt'>) => void
}

/** The post's picture is a tile pattern: a pattern and a hue, with a live preview. */
export function FeaturedImageField({ value, onChange }: FeaturedImageFieldProps) {
  const { t } = useTranslation('blog')
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{t('form.image')}</legend>
      <TileArt art={value} className="h-32 w-full max-w-md rounded-lg" />
      <RadioGroup
        value={value.pattern}
        onValueChange={(pattern) => onChange({ ...value, pattern: pattern as TileArtSpec['pattern'] })}
        aria-label={t('form.pattern')}
        className="flex flex-wrap gap-4"
      >
        {PATTERNS.map((pattern) => (
          <div key={pattern} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${pattern}`} value={pattern} />
            <Label htmlFor={`${id}-${pattern}`}>{t(`patterns.${pattern}`)}</Label>
          </div>
        ))}
      </RadioGroup>
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor={`${id}-hue`}>{t('form.hue')}</Label>
        <input
          id={`${id}-hue`}
          type="range"
          min={0}
          max={359}
          value={value.hue}
          onChange={(event) => onChange({ ...value, hue: Number(event.target.value) })}
          className="h-6 accent-primary"
        />
      </div>
    </fieldset>
  )
}
