import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { emailSearchSchema, type EmailSearch } from '../search'

const route = getRouteApi('/_app/apps/email')

/** The page's URL state, validated (bad values dropped); `setSearch` merges a change (undefined removes a key). */
export function useEmailSearch() {
  const raw = route.useSearch()
  const search = useMemo(() => emailSearchSchema.parse(raw), [raw])
  const navigate = route.useNavigate()
  const setSearch = useCallback(
    (change: Partial<EmailSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (previous) => ({ ...emailSearchSchema.parse(previous), ...change }),
        replace: options.replace,
      }),
    [navigate],
  )
  return { search, setSearch }
}
