import { z } from 'zod'
import { ABILITY_ACTIONS, ABILITY_SUBJECTS } from './ability.values'

export * from './ability.values'

export const abilityActionSchema = z.enum(ABILITY_ACTIONS)
export type AbilityAction = z.infer<typeof abilityActionSchema>

export const abilitySubjectSchema = z.enum(ABILITY_SUBJECTS)
export type AbilitySubject = z.infer<typeof abilitySubjectSchema>

export const abilityRuleSchema = z.object({ action: abilityActionSchema, subject: abilitySubjectSchema })
export type AbilityRule = z.infer<typeof abilityRuleSchema>

export const MANAGE_ALL_ABILITY: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
