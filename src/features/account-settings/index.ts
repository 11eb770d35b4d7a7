export { AccountSettingsPage } from './account-settings-page'
