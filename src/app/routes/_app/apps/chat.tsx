import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { ChatPage } from '@/features/chat'
// the schema on its own: the route's always-loaded part must not pull the page into the main bundle
import { parseChatSearch } from '@/features/chat/search'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { namespaces: ['chat'] },
  beforeLoad: requireAbility('read', 'Chat'),
  validateSearch: parseChatSearch,
  component: function ChatRoute() {
    const navigate = Route.useNavigate()
    return (
      <ChatPage
        search={Route.useSearch()}
        onSearchChange={(change, options) =>
          void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace })
        }
      />
    )
  },
})
