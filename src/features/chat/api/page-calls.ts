import type { QueryClient } from '@tanstack/react-query'
import { chatsAndContactsQueryOptions } from './get-chats-and-contacts'

/**
 * The chat page's first call, started by its route's loader (docs/state.md, "Calls that start with the page"):
 * the chats and contacts of the sidebar. Not the open conversation: fetching a chat marks it seen on the server,
 * and the router runs loaders when a link is only hovered.
 */
export function startChatCalls(client: QueryClient): Promise<void> {
  return client.prefetchQuery(chatsAndContactsQueryOptions())
}
