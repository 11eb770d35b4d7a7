export { ChatPage } from './chat-page'
export type { ChatSearch } from './search'
