import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/users'
import { DataTable, useTableUrlState, type ServerExport } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { Card, CardHeader, CardTitle } from '@/components/ui/card'
import { Separator } from '@/components/ui/separator'
import { lazyComponent } from '@/lib/lazy-component'
import { getUsers, userListQuery, useUsers } from './api/get-users'
import { DeleteUsersDialog } from './components/delete-users-dialog'
import { useUserColumns } from './components/user-columns'
import { UserFilters, type UserFilterValues } from './components/user-filters'
import { UserStats } from './components/user-stats'
import { USER_PAGE_SIZES, userListFields } from './list-search'

// the form, its checks (zod and the contract's schemas) and the pickers load when the Add button is pointed at,
// focused or pressed: evaluating them cost the list's first load about 50 ms of main thread at 4x throttling
const AddUserSheet = lazyComponent(() => import('./components/add-user-sheet'), 'AddUserSheet')

const EMPTY: User[] = []
const userId = (user: User) => String(user.id)

/** Users: tiles, filters and the table; search, filters, page, size and sort all live in the URL. */
export function UserListPage() {
  const { t } = useTranslation('users')
  const { search, setSearch, table, setTable } = useTableUrlState(userListFields)
  const [adding, setAdding] = useState(false)
  // mounted from the first press on, so it keeps its closing animation and its form's state
  const [addMounted, setAddMounted] = useState(false)
  const [deleting, setDeleting] = useState<{ users: User[]; done?: () => void }>({ users: [] })
  const onDelete = useCallback((user: User) => setDeleting({ users: [user] }), [])
  const columns = useUserColumns(onDelete)
  const bulkActions = useCallback(
    (rows: User[], clear: () => void) => (
      <Button
        variant="outline"
        color="danger"
        size="sm"
        onClick={() => setDeleting({ users: rows, done: clear })}
      >
        <Trash2 aria-hidden /> {t('list.deleteSelected')}
      </Button>
    ),
    [t],
  )
  const query = userListQuery(search)
  const reply = useUsers(query)
  // the export reads every user the filters, search and sort keep, page by page through the list's own call
  const serverExport: ServerExport<User> = {
    fetchPage: (page, perPage, signal) =>
      getUsers({ ...query, page, perPage }, signal).then((r) => ({ rows: r.users, total: r.total })),
  }
  const filters: UserFilterValues = {
    role: search.role,
    currentPlan: search.currentPlan,
    status: search.status,
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
      <UserStats />
      <Card className="min-w-0 overflow-hidden">
        <CardHeader className="pb-0">
          <CardTitle>{t('filters.title')}</CardTitle>
        </CardHeader>
        <UserFilters value={filters} onChange={(change) => setSearch({ ...change, page: 1 })} />
        <Separator />
        <DataTable
          mode="server"
          caption={t('list.caption')}
          columns={columns}
          data={reply.data?.users ?? EMPTY}
          total={reply.data?.total ?? 0}
          getRowId={userId}
          state={table}
          onStateChange={setTable}
          pageSizes={USER_PAGE_SIZES}
          hiddenColumns={['email']}
          isLoading={reply.isPending}
          isUpdating={reply.isPlaceholderData}
          isError={reply.isError}
          onRetry={() => void reply.refetch()}
          searchLabel={t('list.search')}
          exportFileName="users"
          serverExport={serverExport}
          toolbar={
            <Button
              onPointerEnter={() => void AddUserSheet.preload()}
              onFocus={() => void AddUserSheet.preload()}
              onClick={() => {
                setAddMounted(true)
                setAdding(true)
              }}
            >
              <Plus aria-hidden /> {t('list.add')}
            </Button>
          }
          bulkActions={bulkActions}
        />
      </Card>
      {addMounted && (
        <Suspense fallback={null}>
          <AddUserSheet open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
      <DeleteUsersDialog
        users={deleting.users}
        onClose={() => setDeleting({ users: [] })}
        onDeleted={deleting.done}
      />
    </div>
  )
}
