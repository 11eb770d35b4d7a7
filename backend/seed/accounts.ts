import { ROLE_ABILITIES, type UserData } from '../../contract/auth'

/**
 * A sign-in account: the user plus its password's salted hash (backend/lib/passwords.ts), which never leaves the
 * back end (`toUserData` strips it).
 */
export interface Account extends UserData {
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; absent only on an older install's account, beside `password`. */
  passwordHash?: string
  /**
   * An older install's password, kept as typed. Still accepted, and replaced by `passwordHash` at the account's
   * next successful sign-in or password change; never written by this version.
   */
  password?: string
  /**
   * Set while the users app has this account's person suspended (routes/users.ts): sign-in, token renewal and
   * every call refuse the account until they are active again.
   */
  suspended?: true
}

/*
 * The seed's hashes are computed once and written here (100,000 rounds each would slow every demo reset): `admin`
 * and `client`, the demo passwords the sign-in page shows. backend/seed/seed.test.ts checks they still match.
 */
const ADMIN_PASSWORD_HASH =
  'pbkdf2-sha256$100000$wo3fiLptV-w4wpKOXJ9EDA$A0P7nwoR7MvDVTC_DR6-jXrll_IY010DlRti5_DdaKI'
const CLIENT_PASSWORD_HASH =
  'pbkdf2-sha256$100000$bOBRGM-duGFnRYEFA74SGg$7N1CJ_doZnRB7w1wMsKXUl0i2e7XgbkILoSxUIwx1-0'

/** The seeded admin: damaged data never removes it (backend/store/index.ts), or nobody could sign in to fix it. */
export const SEEDED_ADMIN_ID = 1

export const seedAccounts = (): Account[] => [
  {
    id: SEEDED_ADMIN_ID,
    fullName: 'Noor Halvorsen',
    username: 'noor.halvorsen',
    avatar: '/images/avatars/noor-halvorsen.svg',
    email: 'admin@demo.com',
    passwordHash: ADMIN_PASSWORD_HASH,
    role: 'admin',
    ability: ROLE_ABILITIES.admin,
    emailVerified: true,
  },
  {
    id: 2,
    fullName: 'Tobias Reyna',
    username: 'tobias.reyna',
    avatar: '/images/avatars/tobias-reyna.svg',
    email: 'client@demo.com',
    passwordHash: CLIENT_PASSWORD_HASH,
    role: 'client',
    ability: ROLE_ABILITIES.client,
    emailVerified: true,
  },
]
