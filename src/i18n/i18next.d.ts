import 'i18next'
import type accessControl from './locales/en/accessControl.json'
import type account from './locales/en/account.json'
import type auth from './locales/en/auth.json'
import type blog from './locales/en/blog.json'
import type calendar from './locales/en/calendar.json'
import type cart from './locales/en/cart.json'
import type cards from './locales/en/cards.json'
import type charts from './locales/en/charts.json'
import type chat from './locales/en/chat.json'
import type common from './locales/en/common.json'
import type customizer from './locales/en/customizer.json'
import type dashboards from './locales/en/dashboards.json'
import type dataTable from './locales/en/dataTable.json'
import type ecommerce from './locales/en/ecommerce.json'
import type demoData from './locales/en/demoData.json'
import type email from './locales/en/email.json'
import type help from './locales/en/help.json'
import type misc from './locales/en/misc.json'
import type navigation from './locales/en/navigation.json'
import type notifications from './locales/en/notifications.json'
import type pageLayouts from './locales/en/pageLayouts.json'
import type mailTemplates from './locales/en/mailTemplates.json'
import type pricing from './locales/en/pricing.json'
import type profile from './locales/en/profile.json'
import type search from './locales/en/search.json'
import type shell from './locales/en/shell.json'
import type tables from './locales/en/tables.json'
import type todo from './locales/en/todo.json'
import type uikit from './locales/en/uikit.json'
import type users from './locales/en/users.json'
import type invoice from './locales/en/invoice.json'
import type uiDisplay from './locales/en/uiDisplay.json'
import type uiFeedback from './locales/en/uiFeedback.json'
import type uiExtensions from './locales/en/uiExtensions.json'
import type uiFormElements from './locales/en/uiFormElements.json'
import type uiIcons from './locales/en/uiIcons.json'
import type uiForms from './locales/en/uiForms.json'
import type maps from './locales/en/maps.json'
import type authTwoStep from './locales/en/authTwoStep.json'

// Typed keys: t('shell:...') is checked against the English source files. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      accessControl: typeof accessControl
      account: typeof account
      auth: typeof auth
      authTwoStep: typeof authTwoStep
      blog: typeof blog
      calendar: typeof calendar
      cart: typeof cart
      cards: typeof cards
      charts: typeof charts
      chat: typeof chat
      common: typeof common
      customizer: typeof customizer
      dashboards: typeof dashboards
      dataTable: typeof dataTable
      ecommerce: typeof ecommerce
      demoData: typeof demoData
      email: typeof email
      help: typeof help
      misc: typeof misc
      navigation: typeof navigation
      notifications: typeof notifications
      pageLayouts: typeof pageLayouts
      mailTemplates: typeof mailTemplates
      pricing: typeof pricing
      profile: typeof profile
      search: typeof search
      shell: typeof shell
      tables: typeof tables
      todo: typeof todo
      uikit: typeof uikit
      uiDisplay: typeof uiDisplay
      uiFeedback: typeof uiFeedback
      uiExtensions: typeof uiExtensions
      uiFormElements: typeof uiFormElements
      uiIcons: typeof uiIcons
      uiForms: typeof uiForms
      maps: typeof maps
      users: typeof users
      invoice: typeof invoice
    }
  }
}
