import { z } from 'zod'

export const abilityActionSchema = z.enum(['manage', 'read', 'create', 'update', 'delete'])
export type AbilityAction = z.infer<typeof abilityActionSchema>

/**
 * Every CASL subject the back end checks and the page guards with. Reads need `read`, writes `manage`.
 * Auth covers what every signed-in user has (search, bookmarks, auth and misc pages); ACL the access-control page.
 */
export const abilitySubjectSchema = z.enum([
  'all',
  'Auth',
  'ACL',
  'Dashboard',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'User',
  'Invoice',
  'Ecommerce',
  'Page',
  'Blog',
  'Card',
  'UI',
  'Form',
  'Table',
  'Datatable',
  'Chart',
  'Map',
  'Layout',
])
export type AbilitySubject = z.infer<typeof abilitySubjectSchema>

export const abilityRuleSchema = z.object({ action: abilityActionSchema, subject: abilitySubjectSchema })
export type AbilityRule = z.infer<typeof abilityRuleSchema>

/** Spec 6: with no stored user the only rule is read on Auth. */
export const GUEST_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]
export const MANAGE_ALL_ABILITY: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
