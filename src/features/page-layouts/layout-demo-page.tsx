import { Link } from '@tanstack/react-router'
import Info from 'lucide-react/icons/info'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { BOXED_WIDTH_PX } from '@/config/theme-config'
import { useLayout } from '@/lib/layout/layout-store'

export type LayoutDemo = 'collapseMenu' | 'layoutBoxed' | 'withoutMenu' | 'layoutEmpty' | 'layoutBlank'

/**
 * One page per route-meta demo. Each explains what its route forces and shows the live settings, so a
 * developer can see the override apply and watch their own settings come back on leaving.
 */
export function LayoutDemoPage({ demo }: { demo: LayoutDemo }) {
  const { t } = useTranslation(['pageLayouts', 'common'])
  const settings = useLayout()
  const facts = [
    ['menuCollapsed', settings.menuCollapsed],
    ['menuHidden', settings.menuHidden],
    ['contentWidth', settings.contentWidth],
  ] as const
  return (
    <div
      className={
        demo === 'layoutBlank' ? 'mx-auto flex min-h-dvh max-w-2xl flex-col justify-center p-6' : undefined
      }
    >
      <div className="flex flex-col gap-4 rounded-lg border-s-4 border-primary bg-card p-6 shadow-card">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-ink" />
          <div className="flex flex-col gap-2">
            <h1 className="text-xl font-semibold">{t(`pageLayouts:${demo}.title`)}</h1>
            <p className="text-muted-foreground">
              {t(`pageLayouts:${demo}.body`, { width: BOXED_WIDTH_PX })}
            </p>
            <p className="text-sm text-muted-foreground">{t('pageLayouts:howItWorks')}</p>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          {facts.map(([key, value]) => (
            <div key={key} className="rounded-md bg-muted px-3 py-2">
              <dt className="text-muted-foreground">{t(`pageLayouts:facts.${key}`)}</dt>
              <dd className="font-medium">{t(`pageLayouts:values.${value}`)}</dd>
            </div>
          ))}
        </dl>
        {demo === 'layoutBlank' && (
          <Button asChild className="self-start">
            <Link to="/">{t('common:backHome')}</Link>
          </Button>
        )}
      </div>
    </div>
  )
}
