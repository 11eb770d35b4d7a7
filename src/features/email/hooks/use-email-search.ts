import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { EmailSearch } from '../search'

const route = getRouteApi('/_app/apps/email')

/** The page's URL state; `setSearch` merges a change (undefined removes a key). */
export function useEmailSearch() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const setSearch = useCallback(
    (change: Partial<EmailSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options.replace }),
    [navigate],
  )
  return { search, setSearch }
}
