import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { ChatPage, chatSearchSchema } from '@/features/chat'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { namespaces: ['chat'] },
  beforeLoad: requireAbility('read', 'Chat'),
  validateSearch: chatSearchSchema,
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
