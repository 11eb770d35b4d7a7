import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { AA_NORMAL, measureContrast } from '../contrast'
import { numberFormat } from '@/lib/intl'

/** Re-runs `measure` whenever the skin or direction on <html> changes (the colours are CSS variables). */
function useOnSkinChange(measure: () => void) {
  useEffect(() => {
    measure()
    const observer = new MutationObserver(() => measure())
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-skin', 'style'],
    })
    return () => observer.disconnect()
  }, [measure])
}

/**
 * One swatch: a box painted with `className`, its class name and variable, and the contrast of its text on its
 * fill measured from the computed colours (a translucent fill is laid over the card behind it).
 */
export function ContrastSwatch({
  className,
  label,
  token,
  sample,
}: {
  className: string
  label: string
  token: string
  sample: ReactNode
}) {
  const { t, i18n } = useTranslation('uiDisplay')
  const ref = useRef<HTMLDivElement>(null)
  const [ratio, setRatio] = useState<number | null>(null)
  const measure = useCallback(() => {
    const el = ref.current
    if (!el) return
    const style = getComputedStyle(el)
    const card = el.parentElement
      ? getComputedStyle(el.parentElement.closest('[data-slot="card"]') ?? document.body)
      : null
    setRatio(
      measureContrast(style.color, style.backgroundColor, card?.backgroundColor ?? 'rgb(255, 255, 255)'),
    )
  }, [])
  useOnSkinChange(measure)
  const pass = ratio !== null && ratio >= AA_NORMAL
  const formatted =
    ratio === null
      ? '—'
      : `${numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(ratio)}:1`
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div ref={ref} className={cn('flex h-16 items-center rounded-md px-3 text-sm font-medium', className)}>
        {sample}
      </div>
      <p className="text-xs font-medium">{label}</p>
      <code dir="ltr" className="self-start text-xs break-all text-muted-foreground">
        {token}
      </code>
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        <span>{t('colors.contrast', { ratio: formatted })}</span>
        {ratio !== null && (
          <span
            className={cn(
              'rounded-sm px-1.5 py-0.5 font-semibold',
              pass ? 'bg-success-light text-success-ink' : 'bg-danger-light text-danger-ink',
            )}
          >
            {pass ? t('colors.aaPass') : t('colors.aaFail')}
          </span>
        )}
      </p>
    </div>
  )
}
