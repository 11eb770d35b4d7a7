import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '@contract/todo'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { toast } from '@/components/ui/toast'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useAddTask } from '../api/add-task'
import { useDeleteTask } from '../api/delete-task'
import { useUpdateTask } from '../api/update-task'
import { useTaskForm } from '../hooks/use-task-form'
import { TaskFlags } from './task-flags'
import { TaskFormFields } from './task-form-fields'
import { TaskSheetFooter } from './task-sheet-footer'

export type TaskSheetTarget = { kind: 'add' } | { kind: 'edit'; task: Task }

interface TaskSheetProps {
  target: TaskSheetTarget
  /** After the sheet has closed (its exit animation done): the page forgets the target then. */
  onClosed: () => void
}

/** Add or edit one task. Closing with unsaved edits asks first; saving, deleting and restoring close it. */
export function TaskSheet({ target, onClosed }: TaskSheetProps) {
  const { t } = useTranslation('todo')
  const task = target.kind === 'edit' ? target.task : undefined
  const form = useTaskForm(task)
  const { isDirty } = form.formState
  const [open, setOpen] = useState(true)
  const [confirming, setConfirming] = useState(false)
  const add = useAddTask()
  const update = useUpdateTask()
  const remove = useDeleteTask()

  const finish = (message: string) => {
    toast.success(message)
    setOpen(false)
  }
  const fail = (error: unknown) => {
    // The server's field messages go beside their fields; anything else becomes a toast. The form keeps its input.
    const fields = ['title', 'assignee', 'dueDate', 'tags', 'description'] as const
    if (applyServerErrors(form.setError, error, { fields }).length === 0)
      toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (task) await update.mutateAsync({ id: task.id, ...values })
      else await add.mutateAsync({ task: values })
      finish(t(task ? 'toast.updated' : 'toast.added', { title: values.title }))
    } catch (error) {
      fail(error)
    }
  })
  const run = (action: () => Promise<unknown>, message: string) => () =>
    action().then(() => finish(message), fail)

  return (
    <>
      <Sheet open={open} onOpenChange={(next) => !next && (isDirty ? setConfirming(true) : setOpen(false))}>
        <SheetContent
          side="end"
          closeLabel={t('sheet.close')}
          className="w-full sm:max-w-md"
          onCloseAutoFocus={onClosed}
        >
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <SheetHeader className="gap-3">
              <SheetTitle>{t(task ? 'sheet.editTitle' : 'sheet.addTitle')}</SheetTitle>
              <SheetDescription>
                {t(task?.isDeleted ? 'sheet.deletedHint' : 'sheet.description')}
              </SheetDescription>
              <TaskFlags form={form} />
            </SheetHeader>
            <TaskFormFields form={form} />
            <TaskSheetFooter
              task={task}
              valid={form.formState.isValid}
              dirty={isDirty}
              submitting={form.formState.isSubmitting}
              onReset={() => form.reset()}
              onDelete={
                task && run(() => remove.mutateAsync(task.id), t('toast.deleted', { title: task.title }))
              }
              onRestore={
                task &&
                run(
                  () => update.mutateAsync({ id: task.id, isDeleted: false }),
                  t('toast.restored', { title: task.title }),
                )
              }
            />
          </form>
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('discard.title')}
        description={t('discard.body')}
        cancelLabel={t('discard.keep')}
        confirmLabel={t('discard.confirm')}
        onConfirm={() => {
          setConfirming(false)
          setOpen(false)
        }}
      />
    </>
  )
}
