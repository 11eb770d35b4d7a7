import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import CircleCheck from 'lucide-react/icons/circle-check'
import Info from 'lucide-react/icons/info'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

/** Alerts: soft, solid and outline looks in every colour, with an icon and title, actions, and dismissible. */
export function AlertsPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  const [shown, setShown] = useState(true)
  const [saveFailed, setSaveFailed] = useState(false)
  return (
    <div>
      <PageHeader title={t('alerts.title')} intro={t('alerts.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {(['soft', 'solid', 'outline'] as const).map((variant) => (
          <DemoCard
            key={variant}
            title={t(`alerts.variants.${variant}`)}
            code={`<Alert variant="${variant}" color="warning">Your trial ends in 3 days.</Alert>`}
            contentClassName="flex flex-col gap-2"
          >
            {themeColors.slice(0, variant === 'soft' ? 7 : 4).map((color) => (
              <Alert
                key={color}
                variant={variant}
                color={color}
                className={variant === 'outline' ? 'border' : undefined}
              >
                {t('alerts.sample', { color: t(`uikit:colorNames.${color}`) })}
              </Alert>
            ))}
          </DemoCard>
        ))}
        <DemoCard
          title={t('alerts.withIcons')}
          description={t('alerts.withIconsHint')}
          code={`<Alert color="success" icon={<CircleCheck aria-hidden />} title="Payment received">…</Alert>`}
          contentClassName="flex flex-col gap-3"
        >
          <Alert color="success" icon={<CircleCheck aria-hidden />} title={t('alerts.paidTitle')}>
            {t('alerts.paidBody')}
          </Alert>
          <Alert color="info" icon={<Info aria-hidden />} title={t('alerts.maintenanceTitle')}>
            {t('alerts.maintenanceBody')}
          </Alert>
          <Alert color="warning" icon={<TriangleAlert aria-hidden />} title={t('alerts.storageTitle')}>
            {t('alerts.storageBody')}
          </Alert>
        </DemoCard>
        <DemoCard
          title={t('alerts.actions')}
          description={t('alerts.actionsHint')}
          code={`<Alert live="alert" color="danger" actions={<Button size="sm">Try again</Button>}>…</Alert>`}
          contentClassName="flex flex-col gap-3"
        >
          <Button variant="outline" color="danger" className="self-start" onClick={() => setSaveFailed(true)}>
            {t('alerts.fail')}
          </Button>
          {saveFailed && (
            <Alert
              live="alert"
              color="danger"
              icon={<CircleAlert aria-hidden />}
              title={t('alerts.failedTitle')}
              actions={
                <>
                  <Button size="sm" color="danger" onClick={() => setSaveFailed(false)}>
                    {t('alerts.retry')}
                  </Button>
                  <Button size="sm" variant="ghost" color="danger" onClick={() => setSaveFailed(false)}>
                    {t('alerts.discard')}
                  </Button>
                </>
              }
            >
              {t('alerts.failedBody')}
            </Alert>
          )}
        </DemoCard>
        <DemoCard
          title={t('alerts.dismissible')}
          code={`<Alert dismissLabel="Dismiss" onDismiss={() => setShown(false)}>…</Alert>`}
          contentClassName="flex flex-col gap-3"
        >
          {shown ? (
            <Alert color="primary" dismissLabel={t('alerts.dismiss')} onDismiss={() => setShown(false)}>
              {t('alerts.tip')}
            </Alert>
          ) : (
            <Button variant="soft" className="self-start" onClick={() => setShown(true)}>
              {t('alerts.showAgain')}
            </Button>
          )}
        </DemoCard>
      </div>
    </div>
  )
}
