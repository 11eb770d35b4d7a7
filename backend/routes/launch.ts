import {
  LAUNCH_LIST_FULL_MESSAGE,
  LAUNCH_LIST_MAX,
  launchApi,
  type NotifyMeReply,
} from '../../contract/launch'
import { routeGroup } from '../lib/route'

/*
 * The coming-soon page's "Notify me": the address goes on `launchSubscribers`, once (compared without case). No
 * sign-in, as a launch page's visitors have none; the list has a ceiling, since on the Node server anyone may add.
 */
export const launchRoutes = routeGroup().route(launchApi.notifyMe, [], async (c) => {
  const email = c.req.valid('json').email.toLowerCase()
  let alreadyListed = false
  let full = false
  await c.var.deps.store.update('launchSubscribers', (list) => {
    alreadyListed = list.some((subscriber) => subscriber.email === email)
    full = !alreadyListed && list.length >= LAUNCH_LIST_MAX
    if (!alreadyListed && !full) list.push({ email, at: new Date(c.var.deps.now()).toISOString() })
  })
  if (full) return c.json({ error: LAUNCH_LIST_FULL_MESSAGE }, 409)
  return c.json({ email, alreadyListed } satisfies NotifyMeReply)
})
