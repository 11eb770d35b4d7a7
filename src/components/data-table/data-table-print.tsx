import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { CsvCell } from './csv'

/** The rows a Print asks for: the same header and cells as a CSV file. */
export interface PrintSheet {
  title: string
  header: string[]
  body: CsvCell[][]
}

/*
 * While printing, the page shows only this sheet: a plain table at the end of <body>, hidden on screen, and a
 * print style that hides every other child of <body> (the shell, the toasts). A print stylesheet rather than a new
 * window: the rows may arrive after a long fetch, when a browser no longer counts the click as the user's and
 * blocks a pop-up, and the sheet keeps the app's language, direction and fonts without copying them over.
 */
const PRINT_STYLE = `
[data-print-sheet]{display:none}
@media print{
  body>:not([data-print-sheet]){display:none!important}
  [data-print-sheet]{display:block;color:#000;background:#fff}
  [data-print-sheet] table{width:100%;border-collapse:collapse;font-size:10pt}
  [data-print-sheet] th,[data-print-sheet] td{border:1px solid #999;padding:4px 6px;text-align:start;vertical-align:top}
  [data-print-sheet] thead{display:table-header-group}
  [data-print-sheet] tr{break-inside:avoid}
}`

/** Draws `sheet` for the printer, opens the browser's print dialog and calls `onDone` when it closes. */
export function DataTablePrint({ sheet, onDone }: { sheet: PrintSheet; onDone: () => void }) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true })
    window.print()
    return () => window.removeEventListener('afterprint', onDone)
  }, [onDone])
  return createPortal(
    <div data-print-sheet="">
      <style>{PRINT_STYLE}</style>
      <h1 style={{ fontSize: '14pt', marginBlockEnd: '8pt' }}>{sheet.title}</h1>
      <table>
        <thead>
          <tr>
            {sheet.header.map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.body.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((value, index) => (
                <td key={index}>{value === null || value === undefined ? '' : String(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  )
}
