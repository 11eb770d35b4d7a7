import RotateCcw from 'lucide-react/icons/rotate-ccw'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { CustomizerSection as SectionId } from '@/config/theme-config'
import { layoutStore } from '@/lib/layout/layout-store'

interface CustomizerSectionProps {
  id: SectionId | 'primaryColor'
  children: ReactNode
  /** What Reset does, for a setting the layout store does not keep (the primary colour). */
  onReset?: () => void
}

/** One titled block of the customizer with its own reset button. */
export function CustomizerSection({ id, children, onReset }: CustomizerSectionProps) {
  const { t } = useTranslation('customizer')
  const title = t(`sections.${id}` as 'sections.skin')
  return (
    <section aria-label={title} className="flex flex-col gap-3 border-b border-border px-6 py-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (onReset ? onReset() : id !== 'primaryColor' && layoutStore.resetSection(id))}
          aria-label={t('resetSection', { section: title })}
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('reset')}
        </Button>
      </div>
      {children}
    </section>
  )
}
