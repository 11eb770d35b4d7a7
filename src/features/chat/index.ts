export { ChatPage } from './chat-page'
