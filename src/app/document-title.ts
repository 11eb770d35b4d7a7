import { useMatches, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '@/config/app'
import { NAVIGATION } from '@/config/navigation'
import { flattenLinks, isLinkActive } from '@/lib/navigation'
import { isNotFoundMatch } from './route-meta'

/** Every menu link, longest path first, so `/apps/user/view/3` finds the view's entry before the list's. */
const LINKS = flattenLinks(NAVIGATION)
  .map(({ link }) => link)
  .toSorted((a, b) => b.to.length - a.to.length)

/** The navigation key that names `pathname`: the active menu link's title, when one is active. */
export function menuTitleKey(pathname: string): string | undefined {
  return LINKS.find((link) => isLinkActive(link, pathname))?.titleKey
}

/**
 * Keeps the tab title on the page on screen, in the user's language: `Email · Tessera`. The route's own
 * `titleKey` wins (sign-in, register), then the menu's title for the path; an unknown URL is "Page not found".
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation('navigation')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const matches = useMatches()
  const notFound = matches.some(isNotFoundMatch)
  const routeKey = matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey
  const key = notFound ? 'notFound' : (routeKey ?? menuTitleKey(pathname))
  const label: string | undefined = key ? t(key as never) : undefined
  const title = label ? [label, APP_NAME].join(' · ') : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
}
