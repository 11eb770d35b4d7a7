import ArchiveRestore from 'lucide-react/icons/archive-arrow-up'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import type { Task } from '@contract/todo'
import { Button } from '@/components/ui/button'
import { SheetFooter } from '@/components/ui/sheet'

interface TaskSheetFooterProps {
  /** The stored task; none when adding. */
  task: Task | undefined
  valid: boolean
  dirty: boolean
  submitting: boolean
  onReset: () => void
  onDelete?: () => void
  onRestore?: () => void
}

/** Add / Update (only for a valid form, and Update only once something changed), Reset, Delete or Restore. */
export function TaskSheetFooter({
  task,
  valid,
  dirty,
  submitting,
  onReset,
  onDelete,
  onRestore,
}: TaskSheetFooterProps) {
  const { t } = useTranslation('todo')
  return (
    <SheetFooter className="flex-row flex-wrap border-t border-border">
      <Button type="submit" disabled={!valid || (task !== undefined && !dirty)} loading={submitting}>
        {t(task ? 'form.update' : 'form.add')}
      </Button>
      <Button type="button" variant="outline" color="secondary" disabled={!dirty} onClick={onReset}>
        {t('form.reset')}
      </Button>
      {task && !task.isDeleted && (
        <Button type="button" variant="ghost" color="danger" className="ms-auto" onClick={onDelete}>
          <Trash2 aria-hidden />
          {t('form.delete')}
        </Button>
      )}
      {task?.isDeleted && (
        <Button type="button" variant="soft" color="primary" className="ms-auto" onClick={onRestore}>
          <ArchiveRestore aria-hidden />
          {t('form.restore')}
        </Button>
      )}
    </SheetFooter>
  )
}
