import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Timeline, TimelineItem } from '@/components/ui/timeline'
import { dateTimeFormat } from '@/lib/intl'
import { useUserInvoices } from '../api/get-user-invoices'

interface Entry {
  at: string
  text: string
}

/**
 * What happened to the user, newest first: the back end's log (added; plan, status and role changes) and their
 * invoices (issued, each payment).
 */
export function ActivityTimeline({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users')
  const invoices = useUserInvoices(user.email).data?.invoices ?? []
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const valueOf = (kind: string, value = '') =>
    kind === 'currentPlan'
      ? t(`plan.${value as User['currentPlan']}`)
      : kind === 'status'
        ? t(`status.${value as User['status']}`)
        : t(`role.${value as User['role']}`)
  const entries: Entry[] = [
    ...(user.activity ?? []).map((item) => ({
      at: item.at,
      text:
        item.kind === 'created'
          ? t('activity.created')
          : t(`activity.${item.kind}`, {
              from: valueOf(item.kind, item.from),
              to: valueOf(item.kind, item.to),
            }),
    })),
    ...invoices.flatMap((invoice) => [
      { at: invoice.issuedDate, text: t('activity.invoiceIssued', { number: String(invoice.id) }) },
      ...invoice.payments.map((payment) => ({
        at: payment.date,
        text: t('activity.invoicePaid', { number: String(invoice.id) }),
      })),
    ]),
  ].sort((a, b) => b.at.localeCompare(a.at))
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('activity.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{t('activity.empty')}</p>
        ) : (
          <Timeline className="gap-4">
            {entries.slice(0, 12).map((entry, index) => (
              <TimelineItem key={index}>
                <p>{entry.text}</p>
                <time dateTime={entry.at} className="text-sm text-muted-foreground">
                  {day.format(new Date(entry.at))}
                </time>
              </TimelineItem>
            ))}
          </Timeline>
        )}
      </CardContent>
    </Card>
  )
}
