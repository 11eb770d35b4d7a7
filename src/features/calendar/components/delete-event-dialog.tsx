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

interface DeleteEventDialogProps {
  title: string | null
  deleting: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}

/** Asks before an event is deleted; `title` null keeps it closed. */
export function DeleteEventDialog({ title, deleting, onConfirm, onOpenChange }: DeleteEventDialogProps) {
  const { t } = useTranslation('calendar')
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={t('sheet.close')}>
        <DialogHeader>
          <DialogTitle>{t('confirmDelete.title')}</DialogTitle>
          <DialogDescription>{t('confirmDelete.description', { title: title ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button color="danger" loading={deleting} onClick={onConfirm}>
            {t('confirmDelete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
