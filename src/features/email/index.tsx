export { EmailPage } from './email-page'
