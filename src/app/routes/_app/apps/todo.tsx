import { createFileRoute } from '@tanstack/react-router'
import { startTodoCalls } from '@/features/todo/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { TodoPage } from '@/features/todo'
import type { todoFields } from '@/features/todo/todo-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/todo')({
  staticData: { namespaces: ['todo'] },
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof todoFields>(),
  // the list's view is the whole search, so any change of it reruns the loader
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => noteFirstPageAnswers(startTodoCalls(queryClient, deps)),
  component: TodoPage,
})
