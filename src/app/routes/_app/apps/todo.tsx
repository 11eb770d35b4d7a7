import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { TodoPage } from '@/features/todo'
// Only the small search schema loads with the route tree; the page itself is split into its own chunk.
import { todoSearchSchema } from '@/features/todo/todo-search'

export const Route = createFileRoute('/_app/apps/todo')({
  staticData: { namespaces: ['todo'] },
  beforeLoad: requireAbility('read', 'Todo'),
  validateSearch: (search: Record<string, unknown>) => todoSearchSchema.parse(search),
  component: function TodoRoute() {
    const navigate = Route.useNavigate()
    return (
      <TodoPage
        search={Route.useSearch()}
        onSearchChange={(search, replace) => void navigate({ search, replace })}
      />
    )
  },
})
