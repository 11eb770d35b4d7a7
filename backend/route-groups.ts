import { authRoutes } from './routes/auth'
import { autocompleteRoutes } from './routes/autocomplete'
import { calendarRoutes } from './routes/calendar'
import { cardRoutes } from './routes/cards'
import { chatRoutes } from './routes/chat'
import { datatablesRoutes } from './routes/datatables'
import { demoRoutes } from './routes/demo'
import { emailRoutes } from './routes/email'
import { searchRoutes } from './routes/search'
import { todoRoutes } from './routes/todo'
import { usersRoutes } from './routes/users'
import { invoiceRoutes } from './routes/invoice'
import { accountRoutes } from './routes/account'
import { blogRoutes } from './routes/blog'
import { faqRoutes } from './routes/faq'
import { pricingRoutes } from './routes/pricing'
import { profileRoutes } from './routes/profile'
import { ecommerceRoutes } from './routes/ecommerce'
import { launchRoutes } from './routes/launch'
import { mailRoutes } from './routes/mail'
import { notificationsRoutes } from './routes/notifications'

/**
 * Every group of routes the app serves, one line per group; a feature adds its file here (and its descriptors to
 * contract/apis.ts). The starter kit replaces this file with the groups it keeps (docs/starter.md).
 */
export const ROUTE_GROUPS = [
  authRoutes,
  datatablesRoutes,
  autocompleteRoutes,
  searchRoutes,
  demoRoutes,
  cardRoutes,
  todoRoutes,
  chatRoutes,
  emailRoutes,
  calendarRoutes,
  usersRoutes,
  invoiceRoutes,
  accountRoutes,
  profileRoutes,
  faqRoutes,
  pricingRoutes,
  blogRoutes,
  ecommerceRoutes,
  launchRoutes,
  mailRoutes,
  notificationsRoutes,
]
