import type { EmailLabel, EmailUpdate, MovableFolder } from '@contract/email'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { useUpdateEmails } from '../api/update-emails'
import { useUpdateEmailsLabel } from '../api/update-emails-label'

/**
 * The changes a user makes to mails, from the list's bulk bar or the open mail, each reporting in a toast.
 * Every action resolves true when the server took it, so callers can close the mail afterwards.
 */
export function useMailActions() {
  const { t } = useTranslation('email')
  const update = useUpdateEmails()
  const label = useUpdateEmailsLabel()

  const report = async (work: Promise<unknown>, success?: string) => {
    try {
      await work
      if (success) toast.success(success)
      return true
    } catch (error) {
      toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : undefined })
      return false
    }
  }
  const change = (emailIds: number[], dataToUpdate: EmailUpdate, success?: string) =>
    report(update.mutateAsync({ emailIds, dataToUpdate }), success)

  return {
    move: (ids: number[], folder: MovableFolder) =>
      change(ids, { folder }, t('toast.moved', { folder: t(`folders.${folder}`) })),
    /** To Trash; mails already there are deleted for good. */
    remove: (ids: number[], fromTrash: boolean) =>
      fromTrash
        ? change(ids, { isDeleted: true }, t('toast.deletedForever'))
        : change(ids, { folder: 'trash' }, t('toast.deleted')),
    setRead: (ids: number[], isRead: boolean, quiet = false) =>
      change(ids, { isRead }, quiet ? undefined : t(isRead ? 'toast.markedRead' : 'toast.markedUnread')),
    setStarred: (ids: number[], isStarred: boolean) => change(ids, { isStarred }),
    toggleLabel: (ids: number[], name: EmailLabel) =>
      report(
        label.mutateAsync({ emailIds: ids, label: name }),
        t('toast.labelled', { label: t(`labels.${name}`) }),
      ),
    pending: update.isPending || label.isPending,
  }
}
