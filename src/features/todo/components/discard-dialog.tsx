import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface DiscardDialogProps {
  open: boolean
  onKeep: () => void
  onDiscard: () => void
}

/** Asked before a sheet with unsaved edits closes; keeping is the default (first, so focused, and what Escape does). */
export function DiscardDialog({ open, onKeep, onDiscard }: DiscardDialogProps) {
  const { t } = useTranslation('todo')
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent hideClose role="alertdialog" className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('discard.title')}</DialogTitle>
          <DialogDescription>{t('discard.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" color="secondary" onClick={onKeep}>
            {t('discard.keep')}
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            {t('discard.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
