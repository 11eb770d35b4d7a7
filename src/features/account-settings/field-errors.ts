import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_SAME_MESSAGE,
  PASSWORD_WEAK_MESSAGE,
  SOCIAL_NETWORKS,
} from '@contract/account'
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@contract/auth'

/*
 * The contract's and the server's messages are English; the form shows its own, translated ones. A message the
 * page knows by its text wins; otherwise the field says what it expects.
 */
export type ErrorKey =
  | 'required'
  | 'username'
  | 'email'
  | 'emailTaken'
  | 'usernameTaken'
  | 'avatar'
  | 'url'
  | 'dob'
  | 'phone'
  | 'tooLong'
  | 'currentWrong'
  | 'weak'
  | 'same'
  | 'mismatch'

const BY_MESSAGE: Record<string, ErrorKey> = {
  [EMAIL_TAKEN_MESSAGE]: 'emailTaken',
  [USERNAME_TAKEN_MESSAGE]: 'usernameTaken',
  [CURRENT_PASSWORD_WRONG_MESSAGE]: 'currentWrong',
  [PASSWORD_WEAK_MESSAGE]: 'weak',
  [PASSWORD_SAME_MESSAGE]: 'same',
}

const BY_FIELD: Record<string, ErrorKey> = {
  username: 'username',
  email: 'email',
  avatar: 'avatar',
  website: 'url',
  dob: 'dob',
  phone: 'phone',
  newPassword: 'weak',
  retypePassword: 'mismatch',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, 'url' as const])),
}

export function errorKeyOf(field: string, message: string | undefined): ErrorKey {
  if (message && BY_MESSAGE[message]) return BY_MESSAGE[message]
  if (message?.startsWith('At most')) return 'tooLong'
  if (message?.toLowerCase().includes('required')) return 'required'
  return BY_FIELD[field] ?? 'required'
}

/** A server field path (`socialLinks.twitter`, `connections.slack`) as the form names it (`twitter`). */
export const formFieldOf = (path: string) => path.split('.').at(-1) ?? path
