export { MailTemplatesPage } from './mail-templates-page'
