import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KbArticle } from '@contract/faq'
import { faqCalls } from '@contract/faq.calls'
import { apiFetch } from '@/lib/http/client'
import { kbArticleKey } from './get-kb-article'

interface Vote {
  category: string
  question: string
  helpful: boolean
}

/** Records the caller's vote; the article's counts come from the reply. */
export function useVoteHelpful() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['help', 'vote'],
    mutationFn: (body: Vote) => apiFetch(faqCalls.vote, { body }),
    onSuccess: (helpful, { category, question }) =>
      queryClient.setQueryData<KbArticle>(
        kbArticleKey(category, question),
        (old) => old && { ...old, helpful },
      ),
  })
}
