import type { z } from 'zod'
import { autocompleteEntrySchema } from '../../contract/autocomplete'
import { storedAccountSchema } from '../../contract/auth'
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
import type { Collections } from '../seed'
import type { CollectionCheck } from './store'

/** A stored array of records of this schema. Only success counts: the record is kept as stored, not parsed. */
const listOf = (schema: z.ZodType): CollectionCheck => ({
  shape: 'list',
  isRecord: (record) => schema.safeParse(record).success,
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
}
