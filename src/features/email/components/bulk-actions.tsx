import type { Email, EmailView } from '@contract/email'
import Mail from 'lucide-react/icons/mail'
import MailOpen from 'lucide-react/icons/mail-open'
import Trash2 from 'lucide-react/icons/trash'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useMailActions } from '../hooks/use-mail-actions'
import { LabelMenu, MoveMenu } from './mail-menus'

export interface BulkActionsProps {
  selected: Email[]
  /** The list's folder; deleting in Trash deletes for good. */
  view: EmailView | undefined
  onDone: () => void
}

/**
 * What can be done to the checked mails; disabled while none is checked. Memoised, with its menus: a page of a
 * long list arriving re-renders the list, and the actions only change with the selection.
 */
export const BulkActions = memo(function BulkActions({ selected, view, onDone }: BulkActionsProps) {
  const { t } = useTranslation('email')
  const actions = useMailActions()
  const ids = selected.map((mail) => mail.id)
  const disabled = ids.length === 0 || actions.pending
  const after = (ok: boolean) => ok && onDone()
  const inTrash = view === 'trash'
  return (
    <div role="group" aria-label={t('actions.bulk')} className="flex items-center gap-0.5">
      <MoveMenu
        mails={selected}
        disabled={disabled}
        onMove={(folder) => void actions.move(ids, folder).then(after)}
      />
      <LabelMenu
        mails={selected}
        disabled={disabled}
        onToggle={(label) => void actions.toggleLabel(ids, label)}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={disabled}
        aria-label={t('actions.markRead')}
        title={t('actions.markRead')}
        onClick={() => void actions.setRead(ids, true).then(after)}
      >
        <MailOpen aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={disabled}
        aria-label={t('actions.markUnread')}
        title={t('actions.markUnread')}
        onClick={() => void actions.setRead(ids, false).then(after)}
      >
        <Mail aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        color="danger"
        disabled={disabled}
        aria-label={t(inTrash ? 'actions.deleteForever' : 'actions.delete')}
        title={t(inTrash ? 'actions.deleteForever' : 'actions.delete')}
        onClick={() => void actions.remove(ids, inTrash).then(after)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  )
})
