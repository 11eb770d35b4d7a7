import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { API_BASE_URL } from '@/lib/backend/backend-ready'
import { watchOfflineReady } from '@/lib/backend/offline-ready'

/**
 * "Ready to work offline" when the service worker has stored every file of the app, the first time only
 * (docs/offline.md). Renders nothing.
 */
export function OfflineReadyNotice() {
  const { t } = useTranslation('shell')
  useEffect(() => {
    // no worker (a real API server, an insecure origin): nothing is stored, so nothing to say
    if (API_BASE_URL || !('serviceWorker' in navigator)) return
    return watchOfflineReady(navigator.serviceWorker, () => toast.success(t('offlineReady')))
  }, [t])
  return null
}
