import { ROLE_ABILITIES, type UserData } from '../../contract/auth'

/**
 * A sign-in account. The password is kept as typed: this store lives in the visitor's own browser and only ever
 * holds demo accounts; it never leaves the back end (userData strips it).
 */
export interface Account extends UserData {
  password: string
}

export const seedAccounts = (): Account[] => [
  {
    id: 1,
    fullName: 'Noor Halvorsen',
    username: 'noor.halvorsen',
    avatar: '/images/avatars/noor-halvorsen.svg',
    email: 'admin@demo.com',
    password: 'admin',
    role: 'admin',
    ability: ROLE_ABILITIES.admin,
  },
  {
    id: 2,
    fullName: 'Tobias Reyna',
    username: 'tobias.reyna',
    avatar: '/images/avatars/tobias-reyna.svg',
    email: 'client@demo.com',
    password: 'client',
    role: 'client',
    ability: ROLE_ABILITIES.client,
  },
]
