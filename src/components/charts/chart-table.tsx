import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'

export interface ChartColumn<Row> {
  key: keyof Row & string
  /** The column header of the screen-reader table, already translated. */
  label: string
  /** Defaults to the value as is, numbers in the current language's format. */
  format?: (row: Row) => string
}

/**
 * The data of a chart as a visually hidden table: its screen-reader alternative. No recharts here. The hiding
 * box is a div around the table: a table is never shorter than its rows, so a 1 px sr-only table of a long
 * series stood hundreds of pixels tall and stretched the page below its footer.
 */
export function ChartTable<Row>({
  title,
  data,
  columns,
}: {
  title: string
  data: readonly Row[]
  columns: readonly ChartColumn<Row>[]
}) {
  const { i18n } = useTranslation()
  const numbers = numberFormat(i18n.language)
  const cell = (row: Row, column: ChartColumn<Row>) => {
    if (column.format) return column.format(row)
    const value = row[column.key]
    return typeof value === 'number' ? numbers.format(value) : String(value)
  }
  const [head, ...rest] = columns
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row, index) => (
            <tr key={index}>
              {head && <th scope="row">{cell(row, head)}</th>}
              {rest.map((column) => (
                <td key={column.key}>{cell(row, column)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
