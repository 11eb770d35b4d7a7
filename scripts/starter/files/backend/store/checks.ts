import {
  storedAccountSchema,
  storedAuthStateSchema,
  storedEmailVerificationSchema,
  storedPasswordResetSchema,
  storedTwoStepMapSchema,
} from '../../contract/auth'
import { launchSubscriberSchema } from '../../contract/launch'
import { mailMessageSchema } from '../../contract/mail'
import type { z } from 'zod'
import type { Collections } from '../seed'
import type { CollectionCheck } from './store'

/** A stored array of records of this schema. Only success counts: the record is kept as stored, not parsed. */
const listOf = (schema: z.ZodType): CollectionCheck => ({
  shape: 'list',
  isRecord: (record) => schema.safeParse(record).success,
})

/** A stored value checked whole: damaged, it comes back from the seed. */
const wholeOf = (schema: z.ZodType): CollectionCheck => ({
  shape: 'whole',
  isRecord: (value) => schema.safeParse(value).success,
})

/** Every collection's check; a new collection without one fails to compile. */
export const COLLECTION_CHECKS: Record<keyof Collections, CollectionCheck> = {
  accounts: listOf(storedAccountSchema),
  // new secrets and keys: every session ends, which is what a damaged sign-in state calls for
  auth: wholeOf(storedAuthStateSchema),
  passwordResets: listOf(storedPasswordResetSchema),
  emailVerifications: listOf(storedEmailVerificationSchema),
  twoStep: wholeOf(storedTwoStepMapSchema),
  outbox: listOf(mailMessageSchema),
  launchSubscribers: listOf(launchSubscriberSchema),
}
