import { Navigate } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useAllUsers } from './api/get-all-users'
import { UserViewPage } from './user-view-page'

/**
 * The bare `/apps/user/view` (and `/apps/user/edit`, the page search's entry) opens the first user; with no users
 * at all it says so, as an unknown id does.
 */
export function FirstUserRedirect({
  to = '/apps/user/view/$id',
}: {
  to?: '/apps/user/view/$id' | '/apps/user/edit/$id'
}) {
  const { data } = useAllUsers()
  if (!data) return <Skeleton className="h-96 rounded-xl" />
  const first = data[0]
  if (!first) return <UserViewPage id={0} />
  return <Navigate to={to} params={{ id: String(first.id) }} replace />
}
