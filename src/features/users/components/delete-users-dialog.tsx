import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { useDeleteUsers } from '../api/delete-users'

/** Asks before deleting one user (a row action) or several (the bulk bar); their invoices are kept. */
export function DeleteUsersDialog({
  users,
  onClose,
  onDeleted,
}: {
  users: readonly User[]
  onClose: () => void
  onDeleted?: () => void
}) {
  const { t } = useTranslation('users')
  const remove = useDeleteUsers()
  const one = users.length === 1 ? users[0] : undefined
  return (
    <ConfirmDialog
      open={users.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title={
        one ? t('delete.titleOne', { name: one.fullName }) : t('delete.titleMany', { count: users.length })
      }
      description={t('delete.body')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirming={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          users.map((user) => user.id),
          {
            onSuccess: () => {
              toast.success(t('toast.deleted', { count: users.length }))
              onDeleted?.()
              onClose()
            },
            onError: (error) => toast.error(t('toast.failed'), { description: error.message }),
          },
        )
      }
    />
  )
}
