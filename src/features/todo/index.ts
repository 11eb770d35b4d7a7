export { TodoPage } from './todo-page'
export { todoSearchSchema, type TodoSearch } from './todo-search'
