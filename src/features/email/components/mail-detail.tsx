import Forward from 'lucide-react/icons/forward'
import Reply from 'lucide-react/icons/reply'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session'
import { isApiError } from '@/lib/http/client'
import { useEmail } from '../api/get-email'
import { usePaginateEmail } from '../api/paginate-email'
import { useUpdateEmails } from '../api/update-emails'
import { forwardOf, replyTo, type ComposeValues } from '../compose-model'
import { LABEL_COLORS } from '../labels'
import type { EmailListParams } from '../search'
import { DetailToolbar } from './detail-toolbar'
import { EarlierReplies } from './earlier-replies'
import { MailMessage } from './mail-message'
import { ScheduledNotice } from './scheduled-notice'

export interface MailDetailProps {
  id: number
  params: EmailListParams
  onClose: () => void
  onOpenMail: (id: number) => void
  onCompose: (values: ComposeValues) => void
}

/** The open mail: marked read on opening, its thread, attachments, and the actions on it. */
export function MailDetail({ id, params, onClose, onOpenMail, onCompose }: MailDetailProps) {
  const { t, i18n } = useTranslation('email')
  const { data: mail, isError, error, refetch } = useEmail(id, params)
  const paginate = usePaginateEmail()
  const { mutate: updateEmails } = useUpdateEmails()
  const myEmail = useSession().userData?.email

  // Opening a mail reads it, once per mail (marking it unread again closes it, so this does not undo that).
  const marked = useRef<number | null>(null)
  const unreadId = mail && !mail.isRead ? mail.id : null
  useEffect(() => {
    if (unreadId === null || marked.current === unreadId) return
    marked.current = unreadId
    updateEmails({ emailIds: [unreadId], dataToUpdate: { isRead: true } })
  }, [unreadId, updateEmails])

  if (isError && !mail) {
    const gone = isApiError(error) && error.status === 404
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-10 text-center">
        <p>{t(gone ? 'detail.notFound' : 'detail.loadError')}</p>
        <Button variant="outline" onClick={gone ? onClose : () => void refetch()}>
          {t(gone ? 'actions.back' : 'list.retry')}
        </Button>
      </div>
    )
  }
  if (!mail)
    return (
      <div role="status" aria-label={t('list.loading')} className="flex flex-1 flex-col gap-4 p-6">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    )

  const quote = {
    locale: i18n.language,
    wrote: (date: string, name: string) => t('detail.wrote', { date, name }),
    forwarded: t('detail.forwarded'),
  }
  const go = (dir: 'previous' | 'next') =>
    paginate.mutate(
      { dir, emailId: mail.id, params },
      {
        onSuccess: (next) => onOpenMail(next.id),
        onError: () => toast.error(t('toast.paginateEnd')),
      },
    )

  return (
    <section
      aria-labelledby="email-detail-subject"
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-muted/30"
    >
      <DetailToolbar mail={mail} onBack={onClose} onPaginate={go} paginating={paginate.isPending} />
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="email-detail-subject" dir="auto" className="text-xl font-semibold break-words">
            {mail.subject || t('list.noSubject')}
          </h2>
          {mail.labels.map((label) => (
            <Badge key={label} color={LABEL_COLORS[label]} pill>
              {t(`labels.${label}`)}
            </Badge>
          ))}
        </div>
        {mail.folder === 'scheduled' && mail.scheduledAt && (
          <ScheduledNotice mail={mail} scheduledAt={mail.scheduledAt} onCancelled={onClose} />
        )}
        <EarlierReplies key={mail.id} replies={mail.replies} />
        <MailMessage mail={mail} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onCompose(replyTo(mail, myEmail, quote))}>
            <Reply className="rtl-flip" aria-hidden />
            {t('actions.reply')}
          </Button>
          <Button variant="outline" onClick={() => onCompose(forwardOf(mail, quote))}>
            <Forward className="rtl-flip" aria-hidden />
            {t('actions.forward')}
          </Button>
        </div>
      </div>
    </section>
  )
}
