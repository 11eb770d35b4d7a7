import { authRoutes } from './routes/auth'
import { demoRoutes } from './routes/demo'
import { launchRoutes } from './routes/launch'
import { mailRoutes } from './routes/mail'

/**
 * Every group of routes the app serves, one line per group; a feature adds its file here (and its descriptors to
 * contract/apis.ts). The starter's back end answers sign-in and password reset (`/jwt/*`), the messages it sends
 * (`/mail/outbox`), the coming-soon page's "Notify me", and the demo data's reset and repair notice.
 */
export const ROUTE_GROUPS = [authRoutes, demoRoutes, launchRoutes, mailRoutes]
