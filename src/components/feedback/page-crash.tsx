import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { signOutAndReload } from '@/lib/auth/sign-out'

interface PageCrashProps {
  error: unknown
  onRetry: () => void
  onHome: () => void
  /** Defaults to clearing the session and loading /login through the browser. */
  onSignOut?: () => void
}

/**
 * What a page shows when it throws while rendering or loading: a way to retry and a way out, never a blank screen.
 * "Sign out and reload" is always there for data that keeps the app from working; it needs neither the router
 * nor loaded translations (English when they are missing).
 */
export function PageCrash({ error, onRetry, onHome, onSignOut = () => signOutAndReload() }: PageCrashProps) {
  const { t } = useTranslation(['shell', 'common'])
  const message = error instanceof Error ? error.message : String(error)
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-light text-danger-ink">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold">{t('shell:crash.title')}</h1>
      <p className="text-muted-foreground">{t('shell:crash.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('common:retry')}</Button>
        <Button variant="outline" onClick={onHome}>
          {t('common:backHome')}
        </Button>
        <Button variant="outline" onClick={onSignOut}>
          {t('shell:crash.signOut', { defaultValue: 'Sign out and reload' })}
        </Button>
      </div>
      <details className="w-full rounded-md border border-border bg-card p-3 text-start text-sm">
        <summary className="cursor-pointer font-medium">{t('shell:crash.details')}</summary>
        <pre className="mt-2 overflow-auto text-xs whitespace-pre-wrap text-muted-foreground">{message}</pre>
      </details>
    </div>
  )
}
