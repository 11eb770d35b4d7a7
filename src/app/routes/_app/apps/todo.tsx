import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { TodoPage } from '@/features/todo'
import { parseTodoSearch, type TodoSearch } from '@/features/todo/todo-search'

export const Route = createFileRoute('/_app/apps/todo')({
  staticData: { namespaces: ['todo'] },
  beforeLoad: requireAbility('read', 'Todo'),
  // Typed here, read by the page's chunk (parseTodoSearch): validateSearch runs in the entry chunk every page
  // loads, which has no room for parsers (docs/state.md).
  validateSearch: (search: Record<string, unknown>) => search as TodoSearch,
  component: function TodoRoute() {
    const navigate = Route.useNavigate()
    const raw = Route.useSearch()
    // the router keeps `raw` stable between renders, so the parsed search is too
    const search = useMemo(() => parseTodoSearch(raw), [raw])
    return (
      <TodoPage search={search} onSearchChange={(search, replace) => void navigate({ search, replace })} />
    )
  },
})
