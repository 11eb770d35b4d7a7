import type { RestoredData } from '@contract/demo'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { onDataRestored } from '@/lib/backend/backend-ready'
import { takeRestoredData } from './take-restored-data'
import { listFormat } from '@/lib/intl'

/**
 * Tells the user when stored demo data was damaged and repaired (docs/backend.md, "Stored data that heals"):
 * asks once when the app starts, and again whenever the worker reports a repair. Renders nothing.
 */
export function RestoredDataNotice() {
  const { t, i18n } = useTranslation('demoData')

  useEffect(() => {
    let asking = false
    const ask = async () => {
      if (asking) return
      asking = true
      try {
        announce(await takeRestoredData())
      } catch {
        // A server without this call, or offline: nothing to tell.
      } finally {
        asking = false
      }
    }
    const announce = ({ restored, pruned }: RestoredData) => {
      if (!restored.length && !pruned.length) return
      const list = listFormat(i18n.language, { type: 'conjunction' })
      const names = (collections: string[]) =>
        list.format(
          collections.map((name) => t(`restored.collections.${name}` as 'restored.collections.all', name)),
        )
      const lines = [
        restored.length ? t('restored.restored', { list: names(restored) }) : '',
        pruned.length ? t('restored.pruned', { list: names(pruned) }) : '',
      ]
      toast.warning(t('restored.title'), { description: lines.filter(Boolean).join(' '), duration: 10_000 })
      // What is on screen may have been read before the repair. Imported here, not above: a static import would
      // bring TanStack Query to the sign-in pages, which do without it (src/lib/query-provider.tsx).
      void import('@/lib/query-client').then(({ queryClient }) => queryClient.invalidateQueries())
    }
    void ask()
    return onDataRestored(() => void ask())
  }, [t, i18n])

  return null
}
