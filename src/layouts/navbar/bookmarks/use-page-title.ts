import type { SearchPage } from '@contract/search'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { pageById } from '@/config/pages'

export type PageTitleFn = (page: Pick<SearchPage, 'target' | 'title'>) => string

/**
 * A page-search row's title in the user's language: the server's index is English, and names its page by the
 * page table's id (`target`), whose title key the menu and the tab title use too, so all three agree. A row the
 * table lacks keeps the server's title.
 */
export function usePageTitle(): PageTitleFn {
  const { t } = useTranslation('navigation')
  return useCallback(
    (page) => {
      const key = pageById(page.target)?.titleKey
      return key ? t(key as 'home') : page.title
    },
    [t],
  )
}
