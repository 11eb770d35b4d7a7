import { authRoutes } from './routes/auth'
import { demoRoutes } from './routes/demo'

/**
 * Every group of routes the app serves, one line per group; a feature adds its file here (and its descriptors to
 * contract/apis.ts). The starter's back end answers sign-in (`/jwt/*`) and the demo data's reset and repair notice.
 */
export const ROUTE_GROUPS = [authRoutes, demoRoutes]
