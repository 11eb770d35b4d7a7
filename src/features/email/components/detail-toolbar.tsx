import type { OpenedEmail } from '@contract/email'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Mail from 'lucide-react/icons/mail'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useMailActions } from '../hooks/use-mail-actions'
import { LabelMenu, MoveMenu } from './mail-menus'

export interface DetailToolbarProps {
  mail: OpenedEmail
  onBack: () => void
  onPaginate: (dir: 'previous' | 'next') => void
  paginating: boolean
}

/** Back, previous / next (from the API's flags), and the changes one can make to the open mail. */
export function DetailToolbar({ mail, onBack, onPaginate, paginating }: DetailToolbarProps) {
  const { t } = useTranslation('email')
  const actions = useMailActions()
  const ids = [mail.id]
  const thenBack = (ok: boolean) => ok && onBack()
  const icon = (label: string) => ({ 'aria-label': label, title: label })
  return (
    <div className="flex items-center gap-1 border-b px-3 py-2">
      <Button variant="ghost" size="icon-sm" onClick={onBack} {...icon(t('actions.back'))}>
        <ArrowLeft className="rtl-flip" aria-hidden />
      </Button>
      <div role="group" aria-label={t('title')} className="flex flex-1 items-center gap-0.5">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-pressed={mail.isStarred}
          onClick={() => void actions.setStarred(ids, !mail.isStarred)}
          {...icon(t('actions.star'))}
        >
          <Star className={cn(mail.isStarred && 'fill-warning text-warning-ink')} aria-hidden />
        </Button>
        <LabelMenu mails={[mail]} onToggle={(label) => void actions.toggleLabel(ids, label)} />
        <MoveMenu mails={[mail]} onMove={(folder) => void actions.move(ids, folder).then(thenBack)} />
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => void actions.setRead(ids, false).then(thenBack)}
          {...icon(t('actions.markUnread'))}
        >
          <Mail aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          color="danger"
          onClick={() => void actions.remove(ids, mail.folder === 'trash').then(thenBack)}
          {...icon(t(mail.folder === 'trash' ? 'actions.deleteForever' : 'actions.delete'))}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={!mail.hasPreviousMail || paginating}
        onClick={() => onPaginate('previous')}
        {...icon(t('actions.previous'))}
      >
        <ChevronLeft className="rtl-flip" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={!mail.hasNextMail || paginating}
        onClick={() => onPaginate('next')}
        {...icon(t('actions.next'))}
      >
        <ChevronRight className="rtl-flip" aria-hidden />
      </Button>
    </div>
  )
}
