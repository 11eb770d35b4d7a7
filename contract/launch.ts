import { z } from 'zod'
import { shortText } from './common'
import { endpoint } from './endpoint'

/**
 * The coming-soon page's list of addresses to tell when the page opens (`POST /api/launch/notify-me`). Anyone may ask,
 * signed in or not, as on a real launch page; an address is kept once, however often it is sent.
 */

/** The most addresses kept: on the shared Node server anyone may add one, so the list cannot grow without end. */
export const LAUNCH_LIST_MAX = 1000
export const LAUNCH_LIST_FULL_MESSAGE = 'The list is full'

export const notifyMeBodySchema = z.object({
  email: shortText().trim().pipe(z.email('Enter a valid email address')),
})
export type NotifyMeBody = z.infer<typeof notifyMeBodySchema>

export const notifyMeReplySchema = z.object({
  email: z.string(),
  /** The address was on the list already; it is still there once. */
  alreadyListed: z.boolean(),
})
export type NotifyMeReply = z.infer<typeof notifyMeReplySchema>

/** What the store keeps: the address, lower-cased, and when it was added. */
export const launchSubscriberSchema = z.object({ email: z.string(), at: z.string() })
export type LaunchSubscriber = z.infer<typeof launchSubscriberSchema>

export const launchApi = {
  notifyMe: endpoint({
    method: 'POST',
    path: '/api/launch/notify-me',
    body: notifyMeBodySchema,
    reply: notifyMeReplySchema,
    auth: false,
    summary: 'Add an address to the list told when the coming-soon page opens; no sign-in; kept once',
  }),
}
