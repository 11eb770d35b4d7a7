export { appAbility, can, GUEST_RULES, rulesFor, type AbilityRule, type AppAbility } from './ability'
export { Can } from './components'
export { homePath, useHomePath } from './home'
export { useAbility, useCan, type CanCheck } from './use-can'
