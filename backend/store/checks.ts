import { autocompleteEntrySchema } from '../../contract/autocomplete'
import {
  storedAccountSchema,
  storedAuthStateSchema,
  storedEmailVerificationSchema,
  storedPasswordResetSchema,
  storedTwoStepMapSchema,
} from '../../contract/auth'
import { mailMessageSchema } from '../../contract/mail'
import { notificationSchema } from '../../contract/notifications'
import { calendarEventSchema, guestSchema } from '../../contract/calendar'
import { chatContactSchema, profileUserSchema, storedChatSchema } from '../../contract/chat'
import { employeeSchema } from '../../contract/datatables'
import { emailSchema } from '../../contract/email'
import {
  bookmarkRowSchema,
  indexedPageSchema,
  searchContactSchema,
  searchFileSchema,
} from '../../contract/search'
import { taskSchema } from '../../contract/todo'
import { clientSchema, invoiceSchema } from '../../contract/invoice'
import { userSchema } from '../../contract/users'
import { storedAccountSettingsMapSchema } from '../../contract/account'
import { blogCommentSchema, storedBlogPostSchema } from '../../contract/blog'
import { storedKbVotesSchema } from '../../contract/faq'
import { launchSubscriberSchema } from '../../contract/launch'
import { storedPlansSchema } from '../../contract/pricing'
import { profilePostSchema, storedProfileStateMapSchema } from '../../contract/profile'
import { cartLineSchema, orderSchema, savedAddressSchema, wishlistLineSchema } from '../../contract/ecommerce'
import { z } from 'zod'
import type { Collections } from '../seed'
import type { CollectionCheck } from './store'

/** The schema's first complaint about `value`, where it is: what a set-aside record is kept with. */
const problemWith = (schema: z.ZodType) => (value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0]
  if (!issue) return 'failed its check'
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** A stored array of records of this schema. Only success counts: the record is kept as stored, not parsed. */
const listOf = (schema: z.ZodType): CollectionCheck => ({
  shape: 'list',
  isRecord: (record) => schema.safeParse(record).success,
  problem: problemWith(schema),
})

/** A stored value checked whole: damaged, it comes back from the seed. */
const wholeOf = (schema: z.ZodType): CollectionCheck => ({
  shape: 'whole',
  isRecord: (value) => schema.safeParse(value).success,
  problem: problemWith(schema),
})

/** A stored object of per-account lists (`{"1": [...]}`): an account whose list is damaged loses that list. */
const perAccount = (schema: z.ZodType): CollectionCheck => ({
  shape: 'map',
  isRecord: (record) => z.array(schema).safeParse(record).success,
  problem: problemWith(z.array(schema)),
})

/** Every collection's check; a new collection without one fails to compile. */
export const COLLECTION_CHECKS: Record<keyof Collections, CollectionCheck> = {
  accounts: listOf(storedAccountSchema),
  employees: listOf(employeeSchema),
  autocomplete: listOf(autocompleteEntrySchema),
  searchPages: listOf(indexedPageSchema),
  searchFiles: listOf(searchFileSchema),
  searchContacts: listOf(searchContactSchema),
  bookmarks: listOf(bookmarkRowSchema),
  tasks: listOf(taskSchema),
  chatContacts: listOf(chatContactSchema),
  chatProfiles: listOf(profileUserSchema),
  chats: listOf(storedChatSchema),
  emails: listOf(emailSchema),
  calendarGuests: listOf(guestSchema),
  calendarEvents: listOf(calendarEventSchema),
  users: listOf(userSchema),
  clients: listOf(clientSchema),
  invoices: listOf(invoiceSchema),
  accountSettings: wholeOf(storedAccountSettingsMapSchema),
  plans: wholeOf(storedPlansSchema),
  profileState: wholeOf(storedProfileStateMapSchema),
  kbVotes: wholeOf(storedKbVotesSchema),
  launchSubscribers: listOf(launchSubscriberSchema),
  profilePosts: listOf(profilePostSchema.omit({ likedByMe: true })),
  blogPosts: listOf(storedBlogPostSchema),
  blogComments: listOf(blogCommentSchema),
  // new secrets and keys: every session ends, which is what a damaged sign-in state calls for
  auth: wholeOf(storedAuthStateSchema),
  passwordResets: listOf(storedPasswordResetSchema),
  emailVerifications: listOf(storedEmailVerificationSchema),
  twoStep: wholeOf(storedTwoStepMapSchema),
  outbox: listOf(mailMessageSchema),
  carts: perAccount(cartLineSchema),
  wishlists: perAccount(wishlistLineSchema),
  addresses: perAccount(savedAddressSchema),
  orders: perAccount(orderSchema),
  notifications: perAccount(notificationSchema),
}
