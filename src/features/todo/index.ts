export { TodoPage } from './todo-page'
export type { TodoSearch } from './todo-search'
