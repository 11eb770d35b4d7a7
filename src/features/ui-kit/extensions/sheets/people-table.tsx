import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  createDataTableColumnHelper,
  DataTable,
  datedFileName,
  selectColumn,
  type DataTableColumnDef,
  type DataTableState,
  type ExportFormat,
} from '@/components/data-table'
import { dateTimeFormat, numberFormat } from '@/lib/intl'
import type { Person } from './people'

const col = createDataTableColumnHelper<Person>()
const personId = (person: Person) => String(person.id)
const BOTH: readonly ExportFormat[] = ['csv', 'xlsx']
const FIRST_PAGE: DataTableState = { pageIndex: 0, pageSize: 10, search: '', sort: null }

/** Name, email, role, salary and start date; with `selectable`, the kit's checkbox column first. */
function usePeopleColumns(selectable: boolean) {
  const { t, i18n } = useTranslation('uiExtensions')
  const language = i18n.language
  return useMemo(() => {
    const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    const date = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    const columns: DataTableColumnDef<Person>[] = [
      col.accessor('name', { header: t('sheets.fields.name'), meta: { label: t('sheets.fields.name') } }),
      col.accessor('email', { header: t('sheets.fields.email'), meta: { label: t('sheets.fields.email') } }),
      col.accessor('role', {
        header: t('sheets.fields.role'),
        // the file keeps the role's key, so an exported file imports again in any language
        meta: { label: t('sheets.fields.role') },
        cell: ({ row }) => t(`sheets.roles.${row.original.role}`),
      }),
      col.accessor('salary', {
        header: t('sheets.fields.salary'),
        meta: { label: t('sheets.fields.salary'), align: 'end' },
        cell: ({ getValue }) => money.format(getValue()),
      }),
      col.accessor('startDate', {
        header: t('sheets.fields.startDate'),
        meta: { label: t('sheets.fields.startDate') },
        cell: ({ getValue }) => date.format(new Date(getValue())),
      }),
    ]
    return selectable ? [selectColumn<Person>((person) => person.name), ...columns] : columns
  }, [t, language, selectable])
}

/**
 * The people in the kit's data table, searched, sorted and paged in the browser. With `exportName` it has
 * Export CSV and Export XLSX buttons whose file name carries today's date.
 */
export function PeopleTable({
  people,
  caption,
  selectable = false,
  exportName,
  exportScope = 'view',
}: {
  people: Person[]
  caption: string
  selectable?: boolean
  exportName?: string
  exportScope?: 'view' | 'selection'
}) {
  const { t } = useTranslation('uiExtensions')
  const columns = usePeopleColumns(selectable)
  const [state, setState] = useState(FIRST_PAGE)
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={people}
      getRowId={personId}
      state={state}
      onStateChange={setState}
      searchLabel={t('sheets.search')}
      exportFileName={exportName && datedFileName(exportName)}
      exportFormats={BOTH}
      exportScope={exportScope}
    />
  )
}
