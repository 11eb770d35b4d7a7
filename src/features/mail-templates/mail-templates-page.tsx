import { Link } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import FileText from 'lucide-react/icons/file-text'
import KeyRound from 'lucide-react/icons/key-round'
import MailCheck from 'lucide-react/icons/mail-check'
import PartyPopper from 'lucide-react/icons/party-popper'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { mailContent, mailText } from '@contract/mail-templates'
import { MAIL_TEMPLATES, type MailTemplate } from '@contract/mail.values'
import { PAGES } from '@contract/pages'
import { MailPreview } from '@/components/mail/mail-preview'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { useUrlState } from '@/lib/url-state'
import { mailTemplatesFields } from './mail-templates-search'
import { SAMPLE_RECIPIENT, sampleValues } from './sample-values'

const ICONS: Record<MailTemplate, LucideIcon> = {
  resetPassword: KeyRound,
  verifyEmail: MailCheck,
  welcome: PartyPopper,
  twoStepEnabled: ShieldCheck,
  invoiceSent: FileText,
}

/**
 * The messages the back end sends, listed, and the chosen one (`?template=`) as it would arrive and as plain text.
 * Both are composed by the same functions the back end sends with (contract/mail-templates.ts), with sample values.
 */
export function MailTemplatesPage() {
  const { t, i18n } = useTranslation('mailTemplates')
  const [{ template }] = useUrlState(mailTemplatesFields)
  const message = useMemo(() => {
    const values = sampleValues(window.location.origin)
    const content = mailContent(template, values[template] as never)
    // a fixed date, so the preview does not change on every visit
    return { ...content, to: SAMPLE_RECIPIENT.email, sentAt: '2026-11-28T09:30:00Z' }
  }, [template])

  return (
    <div>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('listLabel')}>
          <ul className="flex flex-col gap-1">
            {MAIL_TEMPLATES.map((id) => {
              const Icon = ICONS[id]
              const current = id === template
              return (
                <li key={id}>
                  <Link
                    to={PAGES['pages-mail-templates'].path}
                    search={{ template: id }}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted',
                      current && 'bg-primary/10 font-medium text-primary-ink',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(`names.${id}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('preview', { name: t(`names.${template}`) })}</CardTitle>
            </CardHeader>
            <CardContent>
              <MailPreview
                message={message}
                language={i18n.language}
                labels={{ from: t('from'), to: t('to'), sent: t('sent'), subject: t('subject') }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('plainText')}</CardTitle>
            </CardHeader>
            <CardContent>
              <pre lang="en" dir="ltr" className="overflow-x-auto text-start text-sm whitespace-pre-wrap">
                {mailText(message)}
              </pre>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  )
}
