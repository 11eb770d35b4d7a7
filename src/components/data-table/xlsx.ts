/*
 * XLSX export and import. The two libraries (write-excel-file, read-excel-file) are loaded on first use only, so
 * a table page pays for them when someone actually exports or imports a workbook. Text cells are written as
 * text, never as formulas, so the CSV formula guard is not needed here.
 */
import { saveFile } from './download'

export type XlsxCell = string | number | boolean | Date | null | undefined

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A one-sheet workbook: a bold, frozen header row, then the rows; dates get a year-month-day format. */
export async function toXlsx(
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  sheet = 'Sheet1',
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((value) =>
        value === null || value === undefined
          ? null
          : value instanceof Date
            ? { value, format: 'yyyy-mm-dd' }
            : { value },
      ),
    ),
  ]
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBlob()
}

/** The first sheet's cells, row by row (numbers as numbers, dates as Dates). Throws on a file that is no workbook. */
export async function readXlsx(file: Blob): Promise<XlsxCell[][]> {
  const { readSheet } = await import('read-excel-file/universal')
  // the library types a date cell as `typeof Date` (the constructor); at run time it is a Date
  return (await readSheet(file)) as XlsxCell[][]
}

export function downloadXlsx(fileName: string, blob: Blob) {
  saveFile(fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`, blob)
}
