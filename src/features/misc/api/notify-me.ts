import type { NotifyMeReply } from '@contract/launch'
import { launchCalls } from '@contract/launch.calls'
import { apiFetch } from '@/lib/http/client'

/**
 * POST /api/launch/notify-me: puts an address on the coming-soon page's list (kept once; the reply says whether it was
 * there already). A plain call, no query cache: the page is outside the signed-in app, which alone loads one.
 */
export const notifyMe = (email: string): Promise<NotifyMeReply> =>
  apiFetch(launchCalls.notifyMe, { body: { email } })
