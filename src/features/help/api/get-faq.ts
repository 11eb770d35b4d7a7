import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqCalls } from '@contract/faq.calls'
import { apiFetch } from '@/lib/http/client'

/** One cache entry per search text; the previous answer stays on screen while the next one loads. */
export const faqQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['help', 'faq', q] as const,
    queryFn: ({ signal }) => apiFetch(faqCalls.faq, { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  })

export const useFaq = (q: string) => useQuery(faqQueryOptions(q))
