import type { LaunchSubscriber } from '../../contract/launch'
import type { StoredEmailVerification, StoredPasswordReset, StoredTwoStep } from '../../contract/auth'
import type { MailMessage } from '../../contract/mail'
import type { Notification } from '../../contract/notifications'
import type { PersonalSeeds } from '../store/store'
import { type Account, seedAccounts } from './accounts'
import { seedAuthState } from './auth'
import { seedAutocomplete } from './autocomplete'
import { seedCalendarEvents, seedCalendarGuests } from './calendar'
import { seedChatContacts, seedChats, seedProfileUsers } from './chat'
import { seedEmails } from './emails'
import { seedEmployees } from './employees'
import { createRandom } from './prng'
import { defaultBookmarkIds, seedSearchContacts, seedSearchFiles, seedSearchPages } from './search-index'
import { seedTasks } from './todo'
import { seedClients, seedInvoices } from './invoices'
import { seedUsers, withAccountUsers, withBilling } from './users'
import { seedAccountSettings, seedPlans } from './account'
import { seedBlogComments, seedBlogPosts } from './blog'
import { seedProfilePosts, seedProfileState } from './profile'
import { seedShopCollections } from './products'

/** Bump on any change to the seed (or when adding a collection): stored data is then replaced on next start. */
export const SEED_VERSION = 13

/** A user's bookmarked page ids; users without a row have the default bookmarks. */
export interface BookmarkRow {
  userId: number
  pageIds: number[]
}

/**
 * Every collection the back end stores, by name. A feature adds its seed module and one line here; the store's
 * types follow from this function.
 */
export function buildSeed(now: Date) {
  const random = createRandom(20_240_611)
  const searchPages = seedSearchPages()
  const accounts = seedAccounts()
  const calendarGuests = seedGuests()
  const plans = seedPlans()
  const users = withBilling(withAccountUsers(seedUsers(createRandom(20_261_125)), accounts, plans))
  const clients = seedClients(users, createRandom(20_261_126))
  return {
    accounts,
    employees: seedEmployees(random, now),
    autocomplete: seedAutocomplete(random),
    searchPages,
    searchFiles: seedSearchFiles(),
    searchContacts: seedSearchContacts(now),
    bookmarks: accounts.map((account): BookmarkRow => ({
      userId: account.id,
      pageIds: defaultBookmarkIds(searchPages),
    })),
    /** In the user's own order (see contract/todo.ts). */
    tasks: seedTasks(now),
    chatContacts: seedChatContacts(),
    chatProfiles: seedProfileUsers(accounts),
    chats: seedChats(now),
    emails: seedEmails(now, accounts[0]),
    calendarGuests,
    calendarEvents: seedEvents(now, calendarGuests),
    users,
    clients,
    invoices: seedInvoices(clients, createRandom(20_261_127), now),
    /** Per account, keyed by `String(account.id)` (docs/api.md, "Pages"). */
    accountSettings: seedAccountSettings(accounts),
    plans,
    profileState: seedProfileState(),
    kbVotes: {} as Record<string, Record<string, boolean>>,
    /** The coming-soon page's "Notify me" addresses (backend/routes/launch.ts). */
    launchSubscribers: [] as LaunchSubscriber[],
    /** Shared by everyone. */
    profilePosts: seedProfilePosts(now),
    blogPosts: seedBlogPosts(now),
    blogComments: seedBlogComments(now),
    /** Password-reset tokens by hash (backend/lib/password-reset.ts); none at first. */
    passwordResets: [] as StoredPasswordReset[],
    /** E-mail verification tokens by hash (backend/lib/email-verification.ts); none at first. */
    emailVerifications: [] as StoredEmailVerification[],
    /** Two-step sign-in per account, keyed by `String(account.id)` (backend/lib/two-step.ts); off for all at first. */
    twoStep: {} as Record<string, StoredTwoStep>,
    /** The messages sent, newest last (backend/lib/mail.ts). */
    outbox: [] as MailMessage[],
    /** Each account's notifications, newest first, keyed by String(account.id) (backend/lib/notify.ts); none at first. */
    notifications: {} as Record<string, Notification[]>,
    /** carts, wishlists, addresses, orders: keyed by String(account.id) (see backend/routes/ecommerce.ts). */
    ...seedShopCollections(
      now,
      accounts.map((account) => account.id),
    ),
  }
}

const seedGuests = () => seedCalendarGuests(createRandom(20_261_123))
const seedEvents = (now: Date, guests = seedGuests()) =>
  seedCalendarEvents(createRandom(20_261_124), now, guests)

/**
 * The personal collections and how an account's own copy starts (docs/backend.md, "Ownership"): on the Node
 * server each account reads and writes its own copy, made from the demo's data on first use. A feature whose data
 * belongs to one person adds a line here.
 */
export const PERSONAL_SEEDS: PersonalSeeds<Collections, Account> = {
  tasks: (now) => seedTasks(now),
  chats: (now, owner) => seedChats(now, owner.id),
  emails: (now, owner) => seedEmails(now, owner),
  calendarEvents: (now) => seedEvents(now),
}

/** The seed plus the sign-in state, which is random (so `buildSeed` stays deterministic and this does not). */
export function buildStoreSeed(now: Date) {
  const seed = buildSeed(now)
  return { ...seed, auth: seedAuthState(seed.accounts) }
}

export type Collections = ReturnType<typeof buildStoreSeed>
