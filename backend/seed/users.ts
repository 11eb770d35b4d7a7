import {
  USER_CARD_BRANDS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type User,
  type UserCard,
  type UserStatus,
} from '../../contract/users'
import { USER_PLAN_OF, type CurrentPlan } from '../../contract/pricing'
import { DEFAULT_PLAN } from './account'
import type { Account } from './accounts'
import { FIRST_NAMES, LAST_NAMES, slug } from './people'
import type { Random } from './prng'

/** Invented companies and countries for the users app (and, through the first users, the invoice clients). */
export const COMPANIES = [
  'Glazeworks Ltd',
  'Tessellate & Co',
  'Kiln Street Studio',
  'Grout Logistics',
  'Mosaic Harbor',
  'Opal Tile Supply',
  'Northgate Ceramics',
  'Lattice Systems',
  'Terrazzo Partners',
  'Cobalt Kilnworks',
  'Quarry Lane Goods',
  'Fresco Digital',
] as const

export const COUNTRIES = [
  'Portugal',
  'Germany',
  'France',
  'Canada',
  'Brazil',
  'Kenya',
  'Japan',
  'Norway',
  'Mexico',
  'Australia',
  'India',
  'Chile',
] as const

// a few more active users than the rest, as a live product would have
const STATUS_WEIGHTS: readonly UserStatus[] = ['active', 'active', 'active', 'pending', 'pending', 'inactive']

/** +CC NNN NNN NNNN, digits only from the generator. */
export const phoneNumber = (random: Random) =>
  `+${random.int(1, 99)} ${random.int(200, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`

/** 50 users; every role, plan and status occurs. Names never repeat, so usernames and emails are unique. */
export function seedUsers(random: Random): User[] {
  return Array.from({ length: 50 }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]
    const last = LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length]
    const company = COMPANIES[index % COMPANIES.length]
    return {
      id: index + 1,
      fullName: `${first} ${last}`,
      username: `${slug(first)}${slug(last)}`.replace(/\./g, ''),
      email: `${slug(first)}.${slug(last)}@${slug(company).replace(/\.+/g, '')}.test`,
      company,
      country: random.pick(COUNTRIES),
      contact: phoneNumber(random),
      // the first rows cover every value, so any page of filters has something to show
      role: index < USER_ROLES.length ? USER_ROLES[index] : random.pick(USER_ROLES),
      currentPlan: index < USER_PLANS.length ? USER_PLANS[index] : random.pick(USER_PLANS),
      status: index < USER_STATUSES.length ? USER_STATUSES[index] : random.pick(STATUS_WEIGHTS),
      avatar: '',
    }
  })
}

/** The demo accounts' places in the users app: users 48 and 49 (user 50 is the newest sign-up, which a
 * navbar notification opens). */
export const FIRST_ACCOUNT_USER_ID = 48

/**
 * The demo accounts are people in the users app too: from FIRST_ACCOUNT_USER_ID on, users become them (name,
 * username, email, role and the plan they have on the pricing page), linked by `accountId`, so a plan chosen on
 * the pricing page shows on their user page. The other users stay as generated.
 */
export function withAccountUsers(
  users: User[],
  accounts: readonly Account[],
  plans: Record<string, CurrentPlan>,
): User[] {
  return users.map((user) => {
    const account = accounts[user.id - FIRST_ACCOUNT_USER_ID]
    if (!account) return user
    return {
      ...user,
      fullName: account.fullName,
      username: account.username,
      email: account.email,
      role: account.role === 'admin' ? 'admin' : 'subscriber',
      currentPlan: USER_PLAN_OF[(plans[String(account.id)] ?? DEFAULT_PLAN).plan],
      status: 'active',
      accountId: account.id,
    }
  })
}

/**
 * The user view's Billing tab: every user has a billing address made from their details, and one card (every
 * third user two), derived from the id so the seed stays the same without drawing on the generator.
 */
export function withBilling(users: User[]): User[] {
  return users.map((user) => {
    const digits = (n: number) => String(1000 + ((user.id * n) % 9000))
    const expiry = (n: number) =>
      `${String(((user.id + n) % 12) + 1).padStart(2, '0')}/${27 + ((user.id + n) % 4)}`
    const cards: UserCard[] = [
      {
        brand: USER_CARD_BRANDS[user.id % 3],
        holder: user.fullName,
        last4: digits(7919),
        expiry: expiry(0),
        primary: true,
      },
    ]
    if (user.id % 3 === 0)
      cards.push({
        brand: USER_CARD_BRANDS[(user.id + 1) % 3],
        holder: user.fullName,
        last4: digits(104_729),
        expiry: expiry(5),
        primary: false,
      })
    return {
      ...user,
      cards,
      billingAddress: {
        company: user.company,
        billingEmail: user.email,
        taxId: `TAX-${digits(31)}-${digits(17)}`,
        vatNumber: `VAT${digits(13)}${digits(29)}`,
        address: `${((user.id * 37) % 900) + 1} Kiln Street`,
        country: user.country,
        zipCode: String(10_000 + ((user.id * 617) % 89_999)),
      },
    }
  })
}
