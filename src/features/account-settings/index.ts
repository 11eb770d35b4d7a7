export { AccountSettingsPage } from './account-settings-page'
export type { AccountSearch } from './account-search'
