import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '@/config/app'
import { NAVIGATION } from '@/config/navigation'
import { flattenLinks, isLinkActive } from '@/lib/navigation'
import { isNotFoundMatch, type RouteMatch } from './route-meta'

/** Every menu link, longest path first, so `/apps/user/view/3` finds the view's entry before the list's. */
const LINKS = flattenLinks(NAVIGATION)
  .map(({ link }) => link)
  .toSorted((a, b) => b.to.length - a.to.length)

/** The navigation key that names `pathname`: the active menu link's title, when one is active. */
export function menuTitleKey(pathname: string): string | undefined {
  return LINKS.find((link) => isLinkActive(link, pathname))?.titleKey
}

/** The navigation key of the tab title for these matches, or undefined for the bare app name. */
function titleKeyOf(matches: readonly RouteMatch[], pathname: string): string | undefined {
  if (matches.some(isNotFoundMatch)) return 'notFound'
  return matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey ?? menuTitleKey(pathname)
}

/**
 * Keeps the tab title on the page on screen, in the user's language: `Email · Tessera`. The route's own
 * `titleKey` wins (sign-in, register), then the menu's title for the path; an unknown URL is "Page not found".
 * A component of its own that draws nothing, selecting one key from the router, so a title change re-renders
 * nothing else.
 */
export function DocumentTitle(): null {
  const { t } = useTranslation('navigation')
  const key = useMatches({ select: (matches) => titleKeyOf(matches, matches.at(-1)?.pathname ?? '/') })
  const label: string | undefined = key ? t(key as never) : undefined
  const title = label ? [label, APP_NAME].join(' · ') : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
