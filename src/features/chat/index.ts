export { ChatPage } from './chat-page'
export { chatSearchSchema, type ChatSearch } from './search'
