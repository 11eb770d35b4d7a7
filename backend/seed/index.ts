import { seedAccounts } from './accounts'
import { seedAuthState } from './auth'
import { seedAutocomplete } from './autocomplete'
import { seedCalendarEvents, seedCalendarGuests } from './calendar'
import { seedChatContacts, seedChats, seedProfileUsers } from './chat'
import { seedEmails } from './emails'
import { seedEmployees } from './employees'
import { createRandom } from './prng'
import { defaultBookmarkIds, seedSearchContacts, seedSearchFiles, seedSearchPages } from './search-index'
import { seedTasks } from './todo'
import { seedShopCollections } from './products'

/** Bump on any change to the seed (or when adding a collection): stored data is then replaced on next start. */
export const SEED_VERSION = 6

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
  const calendarGuests = seedCalendarGuests(createRandom(20_261_123))
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
    calendarEvents: seedCalendarEvents(createRandom(20_261_124), now, calendarGuests),
    /** carts, wishlists, addresses, orders: keyed by String(account.id) (see backend/routes/ecommerce.ts). */
    ...seedShopCollections(
      now,
      accounts.map((account) => account.id),
    ),
  }
}

/** The seed plus the sign-in state, which is random (so `buildSeed` stays deterministic and this does not). */
export function buildStoreSeed(now: Date) {
  const seed = buildSeed(now)
  return { ...seed, auth: seedAuthState(seed.accounts) }
}

export type Collections = ReturnType<typeof buildStoreSeed>
