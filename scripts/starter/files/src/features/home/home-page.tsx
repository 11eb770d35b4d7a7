import ShieldCheck from 'lucide-react/icons/shield-check'
import ShieldOff from 'lucide-react/icons/shield-off'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Can } from '@/lib/ability'
import { useSession } from '@/lib/auth/session'

const STEPS = ['page', 'menu', 'strings', 'api'] as const

/**
 * The starter's sample page: it greets the signed-in user, says what their role may do, and lists where a new
 * screen's parts go. Replace it with your first screen.
 */
export function HomePage() {
  const { t } = useTranslation('home')
  const { userData: user } = useSession()
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('title', { name: user?.fullName ?? '' })}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('signedInAs', { email: user?.email ?? '' })}</p>
      </header>
      <Card>
        <CardContent className="flex items-center gap-3">
          <Can I="manage" a="all">
            <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-success-ink" />
            <CardTitle asChild>
              <p>{t('manageAll')}</p>
            </CardTitle>
          </Can>
          <Can I="manage" a="all" not>
            <ShieldOff aria-hidden="true" className="size-6 shrink-0 text-warning-ink" />
            <CardTitle asChild>
              <p>{t('readOnly')}</p>
            </CardTitle>
          </Can>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('nextSteps')}</CardTitle>
          <CardDescription>{t('intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 ps-5 [overflow-wrap:anywhere]">
            {STEPS.map((step) => (
              <li key={step}>{t(`steps.${step}`)}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  )
}
