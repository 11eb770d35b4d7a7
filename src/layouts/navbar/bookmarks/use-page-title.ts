import type { SearchPage } from '@contract/search'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { NAVIGATION } from '@/config/navigation'
import { flattenLinks } from '@/lib/navigation'

// The menu's own titles are translated; the server's index is English. Where a page is also a menu link, the
// menu's title wins, so search, bookmarks and menu agree in every language.
const titleKeyByLink = new Map(flattenLinks(NAVIGATION).map(({ link }) => [link.to, link.titleKey]))

export type PageTitleFn = (page: Pick<SearchPage, 'link' | 'title'>) => string

export function usePageTitle(): PageTitleFn {
  const { t } = useTranslation('navigation')
  return useCallback(
    (page) => {
      const key = titleKeyByLink.get(page.link)
      return key ? t(key as 'home') : page.title
    },
    [t],
  )
}
