import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { useChatsAndContacts } from '@/features/chat/api/get-chats-and-contacts'
import { startChatCalls } from '@/features/chat/api/page-calls'
import { PageAndFooter } from '@/layouts/components/page-and-footer'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { SignedInOutlet } from '../signed-in-outlet'

/*
 * The app's first page in small, for the tests of docs/state.md, "The first page draws once": the shell's page
 * area and footer around the `_app` outlet, and a page whose loader starts its calls and which records what each
 * of its renders showed. Module state decides which page is the first, so each case has a test file of its own.
 */

/** What the page showed on each render: its placeholder, or the names of its chats. */
export const shown: string[] = []

/** The app's shape in small: the page area and footer, the `_app` outlet, a page whose loader starts its calls. */
export function firstPageRouter() {
  const root = createRootRoute({
    component: () => (
      <PageAndFooter>
        <Outlet />
      </PageAndFooter>
    ),
  })
  const signedIn = createRoute({ getParentRoute: () => root, id: '_app', component: SignedInOutlet })
  const chat = createRoute({
    getParentRoute: () => signedIn,
    path: '/apps/chat',
    loader: () => noteFirstPageAnswers(startChatCalls(queryClient)),
    component: function ChatsProbe() {
      const { data } = useChatsAndContacts()
      shown.push(data ? 'chats' : 'placeholder')
      return data ? <h1>{data.chatsContacts.length} chats</h1> : <p>Loading chats</p>
    },
  })
  return createRouter({
    routeTree: root.addChildren([signedIn.addChildren([chat])]),
    history: createMemoryHistory({ initialEntries: ['/apps/chat'] }),
  })
}

/** Holds the chats' answer back by `ms`, as a slow network would. */
export const slowChats = (ms: number) => async (request: Request) => {
  if (new URL(request.url).pathname.endsWith('/chats-and-contacts'))
    await new Promise((resolve) => setTimeout(resolve, ms))
  return undefined
}
