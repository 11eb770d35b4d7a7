import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { ResponsiveContainer } from 'recharts'
import { cn } from '@/lib/utils'

export interface ChartColumn<Row> {
  key: keyof Row & string
  /** The column header of the screen-reader table, already translated. */
  label: string
  /** Defaults to the value as is, numbers in the current language's format. */
  format?: (row: Row) => string
}

export interface ChartFrameProps<Row> {
  /** The accessible name of the figure and the caption of its table. */
  title: string
  data: readonly Row[]
  /** The table alternative: the first column labels each row. */
  columns: readonly ChartColumn<Row>[]
  height?: number
  className?: string
  /** One recharts chart (LineChart, PieChart, ...); it gets its size from the frame. */
  children: ReactElement
}

/**
 * Every chart sits in one of these: a figure named after the chart, the drawing sized by its card, and the same
 * data as a table for screen readers. The drawing is kept LTR because SVG text anchors flip under dir=rtl;
 * charts mirror through their axis props instead (see cartesianAxes).
 */
export function ChartFrame<Row>({
  title,
  data,
  columns,
  height = 300,
  className,
  children,
}: ChartFrameProps<Row>) {
  const { i18n } = useTranslation()
  const numbers = new Intl.NumberFormat(i18n.language)
  const cell = (row: Row, column: ChartColumn<Row>) => {
    if (column.format) return column.format(row)
    const value = row[column.key]
    return typeof value === 'number' ? numbers.format(value) : String(value)
  }
  const [head, ...rest] = columns
  return (
    <figure aria-label={title} className={cn('m-0 min-w-0', className)} data-chart>
      <div dir="ltr" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 0, height }}>
          {children}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
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
    </figure>
  )
}
