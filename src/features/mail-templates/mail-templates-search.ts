import { MAIL_TEMPLATES } from '@contract/mail.values'
import { enumParam } from '@/lib/url-state'

/** The chosen template lives in the address, so a template's preview can be linked to. */
export const mailTemplatesFields = { template: enumParam(MAIL_TEMPLATES, 'resetPassword') }
