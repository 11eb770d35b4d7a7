import { render, screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { setLayout } from '@/lib/layout/layout-store'
import { initTestI18n } from '@/test/i18n'
import { CartesianChart } from './cartesian-chart'

// the data table formats numbers in the current language
initTestI18n()

const data = [
  { month: 'Jan', visits: 120, sales: 40 },
  { month: 'Feb', visits: 180, sales: 55 },
  { month: 'Mar', visits: 150, sales: 70 },
]

function Chart() {
  return (
    <CartesianChart
      title="Visits and sales"
      data={data}
      xKey="month"
      xLabel="Month"
      // jsdom would measure the legend as tall as the chart and leave the plot no room
      legend={false}
      series={[
        { key: 'visits', label: 'Visits', color: 'primary', type: 'line' },
        { key: 'sales', label: 'Sales', color: 'success', type: 'bar' },
      ]}
    />
  )
}

/**
 * The x of the line's first and last point (January and March). Tick labels are no use here: jsdom measures
 * every label as wide as the chart, so recharts hides all but one.
 */
const lineEnds = (container: HTMLElement) => {
  const d = container.querySelector('.recharts-line-curve')?.getAttribute('d') ?? ''
  const xs = [...d.matchAll(/([\d.]+),[\d.]+/g)].map((match) => Number(match[1]))
  return [xs[0] ?? Number.NaN, xs.at(-1) ?? Number.NaN] as const
}

describe('ChartFrame', () => {
  // jsdom lays nothing out; give the chart's container a size so recharts draws its axes
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 300,
      top: 0,
      left: 0,
      right: 600,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    act(() => setLayout({ isRTL: false }))
  })

  it('is a figure named after the chart with the same data as a table', () => {
    render(<Chart />)
    const figure = screen.getByRole('figure', { name: 'Visits and sales' })
    const table = within(figure).getByRole('table', { name: 'Visits and sales' })
    // hidden by a 1 px box around it: a table itself grows to its rows, however small it is told to be
    expect(table).not.toHaveClass('sr-only')
    expect(table.parentElement).toHaveClass('sr-only')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Visits', 'Sales'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Jan', '120', '40'],
      ['Feb', '180', '55'],
      ['Mar', '150', '70'],
    ])
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Jan')
  })

  it('runs the x-axis from right to left and moves the value axis to the right in RTL', async () => {
    const { container } = render(<Chart />)
    // recharts draws its axes into layers a render after the chart mounts
    await waitFor(() => expect(lineEnds(container)[0]).toBeLessThan(lineEnds(container)[1]))
    const yTickX = () =>
      Number(
        container
          .querySelector('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
          ?.getAttribute('x'),
      )
    expect(yTickX()).toBeLessThan(100)

    act(() => setLayout({ isRTL: true }))
    await waitFor(() => expect(lineEnds(container)[0]).toBeGreaterThan(lineEnds(container)[1]))
    expect(yTickX()).toBeGreaterThan(500)
  })
})
