import { useMatches } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '@/config/app'
import { isNotFoundMatch, type RouteMatch } from './route-meta'

type MenuTitle = (pathname: string) => string | undefined

let menuTitleLoad: Promise<MenuTitle> | undefined
const loadMenuTitle = () => (menuTitleLoad ??= import('@/config/pages').then((module) => module.pageTitleKey))

/** The route's own title key ('notFound' for an unknown URL), or null when the page table is to name the page. */
function ownTitleKey(matches: readonly RouteMatch[]): string | null {
  if (matches.some(isNotFoundMatch)) return 'notFound'
  return matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey ?? null
}

/** The page table's title lookup, fetched the first time a page needs it (the route guard has most often done so). */
function useMenuTitle(needed: boolean): MenuTitle | undefined {
  const [lookup, setLookup] = useState<MenuTitle>()
  useEffect(() => {
    if (!needed || lookup) return
    let current = true
    void loadMenuTitle().then((found) => {
      if (current) setLookup(() => found)
    })
    return () => {
      current = false
    }
  }, [needed, lookup])
  return lookup
}

/**
 * Keeps the tab title on the page on screen, in the user's language: `Email · Tessera`. The route's own
 * `titleKey` wins (sign-in, register), then the page table's title for the path; an unknown URL is "Page not found".
 * A component of its own that draws nothing, selecting from the router, so a title change re-renders nothing
 * else.
 */
export function DocumentTitle(): null {
  const { t } = useTranslation('navigation')
  const own = useMatches({ select: ownTitleKey })
  const pathname = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? '/' })
  const menuTitle = useMenuTitle(own === null)
  const key = own ?? menuTitle?.(pathname)
  const label: string | undefined = key ? t(key as never) : undefined
  const title = label ? [label, APP_NAME].join(' · ') : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
