import { authApi } from './auth'
import { autocompleteApi } from './autocomplete'
import { calendarApi } from './calendar'
import { cardsApi } from './cards'
import { chatApi } from './chat'
import { datatablesApi } from './datatables'
import { demoApi } from './demo'
import { emailApi } from './email'
import { searchApi } from './search'
import { todoApi } from './todo'
import { usersApi } from './users'
import { invoiceApi } from './invoice'
import { accountApi } from './account'
import { blogApi } from './blog'
import { faqApi } from './faq'
import { pricingApi } from './pricing'
import { profileApi } from './profile'
import { ecommerceApi } from './ecommerce'
import { launchApi } from './launch'
import { mailApi } from './mail'
import { notificationsApi } from './notifications'

/**
 * Every group of call descriptors, keyed by its file in contract/ (`todo` is `todoApi` in contract/todo.ts). The
 * generator (scripts/gen-contract.mjs) walks this table; so do the back end's registration test and the API
 * document. A new group goes here.
 */
export const API_GROUPS = {
  auth: authApi,
  autocomplete: autocompleteApi,
  search: searchApi,
  demo: demoApi,
  datatables: datatablesApi,
  cards: cardsApi,
  todo: todoApi,
  chat: chatApi,
  email: emailApi,
  calendar: calendarApi,
  users: usersApi,
  invoice: invoiceApi,
  account: accountApi,
  profile: profileApi,
  faq: faqApi,
  pricing: pricingApi,
  blog: blogApi,
  ecommerce: ecommerceApi,
  launch: launchApi,
  mail: mailApi,
  notifications: notificationsApi,
}
