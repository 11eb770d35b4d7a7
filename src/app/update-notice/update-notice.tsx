import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { API_BASE_URL } from '@/lib/backend/backend-ready'
import { watchForUpdate } from '@/lib/backend/worker-update'

/**
 * "A new version is ready" with a Reload button, while a new build's service worker waits (docs/offline.md). It
 * stays until the user reloads or puts it off. Renders nothing.
 */
export function UpdateNotice() {
  const { t } = useTranslation('shell')

  useEffect(() => {
    if (API_BASE_URL || !('serviceWorker' in navigator)) return
    return watchForUpdate(navigator.serviceWorker, (apply) =>
      toast(t('update.title'), {
        id: 'app-update',
        description: t('update.description'),
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('update.reload'), onClick: apply },
        // a visible way to put it off, which sonner's close cross (named in English only) is not
        cancel: { label: t('update.later'), onClick: () => undefined },
      }),
    )
  }, [t])

  return null
}
