import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** Toasts (sonner): the four kinds, a description, an Undo action, and a promise that reports its end. */
export function ToastsPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('toasts.title')} intro={t('toasts.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('toasts.kinds')}
          description={t('toasts.kindsHint')}
          code={`toast.success('Saved')\ntoast.error('Could not save', { description: 'Check your connection.' })`}
          contentClassName="flex flex-wrap gap-3"
        >
          <Button color="success" onClick={() => toast.success(t('toasts.saved'))}>
            {t('toasts.success')}
          </Button>
          <Button
            color="danger"
            onClick={() => toast.error(t('toasts.failed'), { description: t('toasts.failedWhy') })}
          >
            {t('toasts.error')}
          </Button>
          <Button color="info" onClick={() => toast.info(t('toasts.infoText'))}>
            {t('toasts.info')}
          </Button>
          <Button color="warning" onClick={() => toast.warning(t('toasts.warningText'))}>
            {t('toasts.warning')}
          </Button>
        </DemoCard>
        <DemoCard
          title={t('toasts.action')}
          description={t('toasts.actionHint')}
          code={`toast('Task deleted', { action: { label: 'Undo', onClick: restore } })`}
        >
          <Button
            variant="outline"
            color="danger"
            onClick={() =>
              toast(t('toasts.deleted'), {
                action: { label: t('toasts.undo'), onClick: () => toast.success(t('toasts.restored')) },
              })
            }
          >
            {t('toasts.delete')}
          </Button>
        </DemoCard>
        <DemoCard
          title={t('toasts.promise')}
          description={t('toasts.promiseHint')}
          code={`toast.promise(save(), { loading: 'Saving…', success: 'Saved', error: 'Could not save' })`}
        >
          <Button
            variant="soft"
            onClick={() =>
              toast.promise(wait(1500), {
                loading: t('toasts.syncing'),
                success: t('toasts.synced'),
                error: t('toasts.failed'),
              })
            }
          >
            {t('toasts.sync')}
          </Button>
        </DemoCard>
        <DemoCard title={t('toasts.dismiss')} code={`toast.dismiss()`}>
          <Button variant="ghost" onClick={() => toast.dismiss()}>
            {t('toasts.dismissAll')}
          </Button>
        </DemoCard>
      </div>
    </div>
  )
}
