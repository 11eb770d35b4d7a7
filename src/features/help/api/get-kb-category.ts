import { queryOptions, useQuery } from '@tanstack/react-query'
import { faqCalls } from '@contract/faq.calls'
import { apiFetch } from '@/lib/http/client'

export const kbCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['help', 'category', category] as const,
    queryFn: ({ signal }) => apiFetch(faqCalls.category, { query: { category }, signal }),
  })

export const useKbCategory = (category: string) => useQuery(kbCategoryQueryOptions(category))
