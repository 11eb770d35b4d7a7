import { saveFile } from './download'

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

/** Saves CSV text as a file. The BOM makes Excel read the file as UTF-8. */
export function downloadCsv(fileName: string, csv: string) {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  saveFile(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob)
}

/** A CSV file that cannot be read: where, so the message can point at it. */
export class CsvParseError extends Error {
  constructor(readonly line: number) {
    super(`Unclosed quote starting on line ${line}`)
    this.name = 'CsvParseError'
  }
}

/**
 * The comma or, when the first line has semicolons and no commas, the semicolon (spreadsheets in languages that
 * write decimals with a comma save CSV that way).
 */
export function csvDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r|\n|$/))
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
}

/**
 * Reads CSV as RFC 4180 writes it: quoted cells may hold the delimiter, doubled quotes and line breaks; lines
 * end in CRLF or LF; a leading BOM is dropped. A quote that is never closed throws `CsvParseError`. Cells stay
 * text, exactly as written (the import decides what they mean).
 */
export function parseCsv(text: string, delimiter: string = csvDelimiter(text)): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let quoteLine = 0
  let line = 1
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line += 1
        cell += char
      }
    } else if (char === '"' && cell === '') {
      quoted = true
      quoteLine = line
    } else if (char === delimiter) {
      row.push(cell)
      cell = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1
      line += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else {
      cell += char
    }
  }
  if (quoted) throw new CsvParseError(quoteLine)
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
