import type { Attachment, EmailReply } from '@contract/email'
import FileText from 'lucide-react/icons/file-text'
import ImageIcon from 'lucide-react/icons/image'
import Paperclip from 'lucide-react/icons/paperclip'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import '@/components/rich-text/rich-text.css'
import { formatFileSize, formatMailDate } from '../format'
import { sanitizeMailHtml } from '../mail-html'

type Message = Pick<EmailReply, 'from' | 'to' | 'cc' | 'message' | 'attachments' | 'time'>

const names = (people: { name: string; email: string }[]) =>
  people.map((p) => (p.name ? `${p.name} <${p.email}>` : p.email)).join(', ')

/** One message of a thread: who, when, the sanitised body and its attachments. */
export function MailMessage({ mail }: { mail: Message }) {
  const { t, i18n } = useTranslation('email')
  const html = useMemo(() => sanitizeMailHtml(mail.message), [mail.message])
  return (
    <article className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start gap-3">
        <Avatar name={mail.from.name || mail.from.email} src={mail.from.avatar} />
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-muted-foreground">{t('detail.from')}</dt>
          <dd dir="auto" className="min-w-0 truncate text-start font-medium">
            {mail.from.name || mail.from.email}{' '}
            <span className="font-normal text-muted-foreground">&lt;{mail.from.email}&gt;</span>
          </dd>
          <dt className="text-muted-foreground">{t('detail.to')}</dt>
          <dd dir="auto" className="min-w-0 text-start break-words">
            {names(mail.to) || '—'}
          </dd>
          {mail.cc.length > 0 && (
            <>
              <dt className="text-muted-foreground">{t('detail.cc')}</dt>
              <dd dir="auto" className="min-w-0 text-start break-words">
                {names(mail.cc)}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">{t('detail.date')}</dt>
          <dd>
            <time dateTime={mail.time}>{formatMailDate(mail.time, i18n.language)}</time>
          </dd>
        </dl>
      </header>
      {/* sanitised above: scripts, handlers and javascript: links are gone */}
      <div
        dir="auto"
        className="rich-text-content mt-4 break-words [&_img]:max-w-full text-[0.9375rem] leading-relaxed"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {mail.attachments.length > 0 && <Attachments files={mail.attachments} />}
    </article>
  )
}

function Attachments({ files }: { files: Attachment[] }) {
  const { t, i18n } = useTranslation('email')
  return (
    <section className="mt-4 border-t pt-3" aria-label={t('detail.attachments', { count: files.length })}>
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-medium">
        <Paperclip className="size-4" aria-hidden />
        {t('detail.attachments', { count: files.length })}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {files.map((file) => {
          const Icon = /\.(png|jpe?g|gif|webp|svg)$/i.test(file.fileName) ? ImageIcon : FileText
          return (
            <li key={file.fileName} className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm">
              <Icon className="size-4 text-muted-foreground" aria-hidden />
              <span dir="auto" className="font-medium">
                {file.fileName}
              </span>
              <span dir="auto" className="text-muted-foreground">
                {formatFileSize(file.size, i18n.language)}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
