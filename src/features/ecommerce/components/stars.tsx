import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MAX_RATING } from '@contract/ecommerce.values'
import { cn } from '@/lib/utils'

/** Whole stars out of five; named "Rated n out of 5" unless a nearby text already says it (`decorative`). */
export function Stars({
  rating,
  decorative,
  className,
}: {
  rating: number
  decorative?: boolean
  className?: string
}) {
  const { t } = useTranslation('ecommerce')
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t('product.rating', { rating })}
      aria-hidden={decorative || undefined}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-warning text-warning-ink' : 'text-muted-foreground/60')}
        />
      ))}
    </span>
  )
}
