/*
 * CSV export: RFC 4180 quoting plus a guard against formula injection. A spreadsheet runs a cell that starts
 * with = + - @ (or a tab / carriage return before one) as a formula, so such text gets a leading apostrophe,
 * which spreadsheets show as plain text. Numbers are left alone: -42 is a value, not a formula.
 */

export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Lines end in CRLF, as RFC 4180 and Excel expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Saves text as a file through a temporary Blob link. The BOM makes Excel read the file as UTF-8. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // revoke after the click has been handed to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
