import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { TodoPage, todoSearchSchema } from '@/features/todo'

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
