import 'i18next'
import type common from './locales/en/common.json'

// Typed keys: t('common:...') is checked against the English source files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
    }
  }
}
