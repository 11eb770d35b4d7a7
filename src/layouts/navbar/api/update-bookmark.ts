import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { BookmarksReply, MainSearchReply, SearchPage } from '@contract/search'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session'
import { searchCalls } from '@contract/search.calls'
import { apiFetch } from '@/lib/http/client'
import { usePageTitle } from '../bookmarks/use-page-title'
import { bookmarksKey } from './get-bookmarks'
import { mainSearchKey } from './get-main-search'

/** Toggles one page's bookmark; the reply is the page with its new flag. */
export const updateBookmark = (id: number) => apiFetch(searchCalls.updateBookmark, { body: { id } })

/** The two cached lists as they would be after toggling `page`, so the star flips before the server answers. */
function applyToggle(client: QueryClient, userId: number | undefined, page: SearchPage) {
  const next = !page.isBookmarked
  const flip = (entry: SearchPage) => (entry.id === page.id ? { ...entry, isBookmarked: next } : entry)
  client.setQueryData<BookmarksReply>(bookmarksKey(userId), (data) =>
    data
      ? {
          suggestions: data.suggestions.map(flip),
          bookmarks: next
            ? [...data.bookmarks.filter((entry) => entry.id !== page.id), { ...page, isBookmarked: true }]
            : data.bookmarks.filter((entry) => entry.id !== page.id),
        }
      : data,
  )
  client.setQueryData<MainSearchReply>(mainSearchKey(userId), (data) => {
    if (!data) return data
    const [pages, files, contacts] = data.searchArr
    return { searchArr: [{ ...pages, data: pages.data.map(flip) }, files, contacts] }
  })
}

/**
 * Optimistic toggle with rollback: both caches change at once, a refused call restores what was there and says
 * so in a toast (with the server's message), and either way the lists are refetched to match the server.
 */
export function useToggleBookmark() {
  const client = useQueryClient()
  const { t } = useTranslation('search')
  const titleOf = usePageTitle()
  const userId = useSession().userData?.id
  const keys = [bookmarksKey(userId), mainSearchKey(userId)]
  return useMutation({
    mutationFn: (page: SearchPage) => updateBookmark(page.id),
    onMutate: async (page) => {
      await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })))
      const snapshot = keys.map((queryKey) => [queryKey, client.getQueryData(queryKey)] as const)
      applyToggle(client, userId, page)
      return { snapshot }
    },
    onError: (error, page, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) client.setQueryData(queryKey, data)
      toast.error(
        t(page.isBookmarked ? 'bookmarks.removeFailed' : 'bookmarks.addFailed', { title: titleOf(page) }),
        {
          description: error.message,
        },
      )
    },
    onSettled: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  })
}
