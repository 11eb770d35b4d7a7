import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee, EmployeeSortColumn } from '@contract/datatables'
import { DataTable, useTableUrlState, type ServerExport } from '@/components/data-table'
import { getEmployeePage, useEmployeePage, type EmployeePageQuery } from './api/get-employee-page'
import { initialHiddenEmployeeColumns, useEmployeeColumns } from './components/employee-columns'
import { ADVANCE_TABLE_FIELDS, ADVANCE_TABLE_RULES } from './table-rules'
import { EmployeesCard } from './components/employees-card'

const EMPTY: Employee[] = []
const employeeId = (row: Employee) => String(row.id)

/** The back end searches, sorts and pages; the page keeps all four in the URL, so a reload shows the same rows. */
export function DatatableAdvancePage() {
  const { t } = useTranslation('tables')
  const columns = useEmployeeColumns()
  const [hiddenColumns] = useState(() => initialHiddenEmployeeColumns())
  const { table: state, setTable: setState } = useTableUrlState(ADVANCE_TABLE_FIELDS)
  const query: EmployeePageQuery = {
    q: state.search || undefined,
    page: state.pageIndex + 1,
    perPage: state.pageSize,
    sortColumn: state.sort?.id as EmployeeSortColumn | undefined,
    sort: state.sort ? (state.sort.desc ? 'desc' : 'asc') : undefined,
  }
  const reply = useEmployeePage(query)
  // the export reads every employee the search and sort keep, page by page through the list's own call
  const serverExport: ServerExport<Employee> = {
    fetchPage: (page, perPage, signal) =>
      getEmployeePage({ ...query, page, perPage }, signal).then((r) => ({ rows: r.invoices, total: r.total })),
  }
  return (
    <EmployeesCard
      title={t('datatableAdvance.title')}
      intro={t('datatableAdvance.intro')}
      cardTitle={t('employees')}
    >
      <DataTable
        mode="server"
        caption={t('employees')}
        columns={columns}
        data={reply.data?.invoices ?? EMPTY}
        total={reply.data?.total ?? 0}
        getRowId={employeeId}
        state={state}
        onStateChange={setState}
        pageSizes={ADVANCE_TABLE_RULES.pageSizes}
        hiddenColumns={hiddenColumns}
        isLoading={reply.isPending}
        isUpdating={reply.isPlaceholderData}
        isError={reply.isError}
        onRetry={() => void reply.refetch()}
        searchLabel={t('searchEmployees')}
        exportFileName="employees"
        serverExport={serverExport}
      />
    </EmployeesCard>
  )
}
