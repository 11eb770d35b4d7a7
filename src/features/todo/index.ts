export { TodoPage } from './todo-page'
