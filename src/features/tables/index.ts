export { BasicTablesPage } from './basic-tables-page'
export { DatatableAdvancePage } from './datatable-advance-page'
export { DatatableBasicPage } from './datatable-basic-page'
export type { TableSearch } from './table-search'
