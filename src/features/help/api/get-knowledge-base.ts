import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqCalls } from '@contract/faq.calls'
import { apiFetch } from '@/lib/http/client'

export const knowledgeBaseQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['help', 'knowledge-base', q] as const,
    queryFn: ({ signal }) => apiFetch(faqCalls.knowledgeBase, { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  })

export const useKnowledgeBase = (q: string) => useQuery(knowledgeBaseQueryOptions(q))
