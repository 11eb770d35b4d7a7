export { BasicTablesPage } from './basic-tables-page'
export { DatatableAdvancePage } from './datatable-advance-page'
export { DatatableBasicPage } from './datatable-basic-page'
