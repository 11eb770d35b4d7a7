import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '@contract/datatables'
import { DataTable, useTableUrlState } from '@/components/data-table'
import { useEmployees } from './api/get-employees'
import { initialHiddenEmployeeColumns, useEmployeeColumns } from './components/employee-columns'
import { BASIC_TABLE_FIELDS, BASIC_TABLE_RULES } from './table-rules'
import { EmployeesCard } from './components/employees-card'

const EMPTY: Employee[] = []
const employeeId = (row: Employee) => String(row.id)

/** Every employee loaded once; the table searches, sorts and pages them in the browser. */
export function DatatableBasicPage() {
  const { t } = useTranslation('tables')
  const employees = useEmployees()
  const columns = useEmployeeColumns()
  const [hiddenColumns] = useState(() => initialHiddenEmployeeColumns())
  const { table: state, setTable: setState } = useTableUrlState(BASIC_TABLE_FIELDS)
  return (
    <EmployeesCard
      title={t('datatableBasic.title')}
      intro={t('datatableBasic.intro')}
      cardTitle={t('employees')}
    >
      <DataTable
        caption={t('employees')}
        columns={columns}
        data={employees.data ?? EMPTY}
        getRowId={employeeId}
        state={state}
        onStateChange={setState}
        pageSizes={BASIC_TABLE_RULES.pageSizes}
        hiddenColumns={hiddenColumns}
        isLoading={employees.isPending}
        isError={employees.isError}
        onRetry={() => void employees.refetch()}
        searchLabel={t('searchEmployees')}
        exportFileName="employees"
      />
    </EmployeesCard>
  )
}
