import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { ChatPage } from '@/features/chat'
import { parseChatSearch, type ChatSearch } from '@/features/chat/search'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { namespaces: ['chat'] },
  beforeLoad: requireAbility('read', 'Chat'),
  // Typed here, read by the page's chunk (parseChatSearch), as on the other app routes (docs/state.md).
  validateSearch: (search: Record<string, unknown>) => search as ChatSearch,
  component: function ChatRoute() {
    const navigate = Route.useNavigate()
    const raw = Route.useSearch()
    // the router keeps `raw` stable between renders, so the parsed search is too
    const search = useMemo(() => parseChatSearch(raw), [raw])
    return (
      <ChatPage
        search={search}
        onSearchChange={(change, options) =>
          void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace })
        }
      />
    )
  },
})
