import { queryOptions, useQuery } from '@tanstack/react-query'
import { faqCalls } from '@contract/faq.calls'
import { apiFetch } from '@/lib/http/client'

export const kbArticleKey = (category: string, question: string) =>
  ['help', 'article', category, question] as const

export const kbArticleQueryOptions = (category: string, question: string) =>
  queryOptions({
    queryKey: kbArticleKey(category, question),
    queryFn: ({ signal }) => apiFetch(faqCalls.question, { query: { category, question }, signal }),
  })

export const useKbArticle = (category: string, question: string) =>
  useQuery(kbArticleQueryOptions(category, question))
