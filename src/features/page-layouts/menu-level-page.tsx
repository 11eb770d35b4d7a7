import Layers from 'lucide-react/icons/layers'
import { useTranslation } from 'react-i18next'

export type MenuLevel = 'second-level' | 'third-level'

/** The target of the "Menu Levels" demo entries: says where in the menu tree the visitor is. */
export function MenuLevelPage({ level }: { level: MenuLevel }) {
  const { t } = useTranslation('pageLayouts')
  const depth = level === 'second-level' ? 2 : 3
  return (
    <div className="flex items-start gap-4 rounded-lg bg-card p-6 shadow-card">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-ink">
        <Layers aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{t('menuLevels.title', { depth })}</h1>
        <p className="text-muted-foreground">{t('menuLevels.body', { depth })}</p>
      </div>
    </div>
  )
}
