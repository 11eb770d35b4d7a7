import { useBlocker } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/**
 * Asks before leaving a form with unsaved changes: another tab (the tab is in the address), another page, or
 * closing the browser tab (the browser's own question then).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('common')
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t('unsaved.title')}
      description={t('unsaved.body')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  )
}
