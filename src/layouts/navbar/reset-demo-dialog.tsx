import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { useResetDemoData } from './api/reset-demo-data'

interface ResetDemoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Asks before restoring the seed, since every change in this browser is lost; reports the outcome in a toast. */
export function ResetDemoDialog({ open, onOpenChange }: ResetDemoDialogProps) {
  const { t } = useTranslation(['auth', 'common'])
  const reset = useResetDemoData()
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false)
        toast.success(t('auth:userMenu.resetDone'))
      },
      onError: (error) => toast.error(t('auth:requestFailed'), { description: error.message }),
    })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth:userMenu.resetTitle')}
      description={t('auth:userMenu.resetBody')}
      cancelLabel={t('common:cancel')}
      confirmLabel={t('auth:userMenu.resetConfirm')}
      confirming={reset.isPending}
      onConfirm={confirm}
    />
  )
}
