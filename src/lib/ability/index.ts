export { appAbility, can, type AbilityRule } from './ability'
export { Can } from './components'
export { homePath, useHomePath } from './home'
export { useAbility, useCan, type CanCheck } from './use-can'
