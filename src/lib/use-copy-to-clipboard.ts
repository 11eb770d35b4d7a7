import { useCallback } from 'react'
import { toast } from '@/components/ui/toast'

/**
 * Copies text and says so in a toast: `success` when the browser took it, `failure` when it refused (no
 * permission, an insecure origin). One place for the pattern the UI kit pages and the shop's Share button use.
 */
export function useCopyToClipboard({ success, failure }: { success: string; failure: string }) {
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
        toast.success(success)
        return true
      } catch {
        toast.error(failure)
        return false
      }
    },
    [success, failure],
  )
}
