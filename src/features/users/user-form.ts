import type { TFunction } from 'i18next'
import { z } from 'zod'
import {
  CANNOT_SUSPEND_SELF_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  FULL_NAME_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LINK_FORMAT_MESSAGE,
  USERNAME_FORMAT_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_IN_USE_MESSAGE,
  userFieldsSchema,
  type UserFields,
} from '@contract/users'
import { tooLong, translatedLimit } from '@/lib/text-limits'

/** The fields the Add New User sheet asks for. */
export const NEW_USER_FIELDS = [
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
] as const
export type NewUserField = (typeof NEW_USER_FIELDS)[number]

/** The contract's rules for those fields, with the messages in the user's language. */
export const newUserFormSchema = (t: TFunction<['users', 'common']>) =>
  userFieldsSchema
    .pick({ company: true, country: true, contact: true, role: true, currentPlan: true })
    .extend({
      fullName: z.string().trim().min(1, t('form.fullNameRequired')).max(200, tooLong(t, 200)),
      username: z
        .string()
        .trim()
        .min(1, t('form.usernameRequired'))
        .max(200, tooLong(t, 200))
        .regex(/^[A-Za-z0-9._-]+$/, t('form.usernameFormat')),
      email: z
        .string()
        .trim()
        .pipe(z.email(t('form.emailInvalid'))),
    })
export type NewUserValues = z.input<ReturnType<typeof newUserFormSchema>>
export type NewUserOutput = Pick<UserFields, NewUserField>

export const EMPTY_NEW_USER: NewUserValues = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
}

/** The contract's field messages the page knows, in the user's language; others are shown as they came. */
export function translateServerMessage(t: TFunction<['users', 'common']>, message: string): string {
  const known: Record<string, string> = {
    [EMAIL_IN_USE_MESSAGE]: t('form.emailTaken'),
    [CANNOT_SUSPEND_SELF_MESSAGE]: t('form.cannotSuspendSelf'),
    [USERNAME_IN_USE_MESSAGE]: t('form.usernameTaken'),
    [FULL_NAME_REQUIRED_MESSAGE]: t('form.fullNameRequired'),
    [USERNAME_REQUIRED_MESSAGE]: t('form.usernameRequired'),
    [USERNAME_FORMAT_MESSAGE]: t('form.usernameFormat'),
    [INVALID_EMAIL_MESSAGE]: t('form.emailInvalid'),
    [LINK_FORMAT_MESSAGE]: t('form.linkFormat'),
    [IMAGE_TOO_LARGE_MESSAGE]: t('form.imageTooLarge'),
    'Must be a date as YYYY-MM-DD': t('form.dateInvalid'),
    'Must be a real date': t('form.dateInvalid'),
  }
  return known[message] ?? translatedLimit(t, message) ?? message
}
