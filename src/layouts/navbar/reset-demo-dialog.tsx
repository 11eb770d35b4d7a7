import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:close')}>
        <DialogHeader>
          <DialogTitle>{t('auth:userMenu.resetTitle')}</DialogTitle>
          <DialogDescription>{t('auth:userMenu.resetBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="neutral">
              {t('common:cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={reset.isPending} onClick={confirm}>
            {t('auth:userMenu.resetConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
