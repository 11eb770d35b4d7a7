export { appAbility, can, GUEST_RULES, rulesFor, type AbilityRule, type AppAbility } from './ability'
export { AbilityProvider, Can, useAbility, useCan, type CanCheck } from './hooks'
export { homePath, useHomePath } from './home'
