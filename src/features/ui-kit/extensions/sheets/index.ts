export { ImportPage } from './import-page'
export { ExportPage } from './export-page'
export { ExportSelectedPage } from './export-selected-page'
