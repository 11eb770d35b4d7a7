import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { setLayout } from '@/lib/layout/layout-store'
import { initTestI18n } from '@/test/i18n'
import { observerOfWidth } from '@/test/resize-observer'
import { CartesianChart } from './cartesian-chart'
import { GaugeChart } from './gauge-chart'

// the data table formats numbers in the current language
initTestI18n()

const data = [
  { month: 'Jan', visits: 1200, sales: 40 },
  { month: 'Feb', visits: 1800, sales: 55 },
  { month: 'Mar', visits: 1500, sales: 70 },
]

const number = new Intl.NumberFormat('en')

function Chart() {
  return (
    <CartesianChart
      title="Visits and sales"
      data={data}
      xKey="month"
      xLabel="Month"
      formatValue={(value) => number.format(value)}
      formatSecondary={(value) => `${value} %`}
      series={[
        { key: 'visits', label: 'Visits', color: 'primary', type: 'line' },
        { key: 'sales', label: 'Sales', color: 'success', type: 'bar', axis: 'secondary' },
      ]}
    />
  )
}

// jsdom lays nothing out: the charts' ResizeObserver reports a 600 px wide box as soon as it observes one
const WideBox = observerOfWidth(600)

/** The x of each label along the x-axis, by its text (the drawing is hidden from the accessibility tree). */
const labelX = (figure: HTMLElement, text: string) =>
  Number(
    [...figure.querySelectorAll('svg text')].find((node) => node.textContent === text)?.getAttribute('x'),
  )

describe('CartesianChart', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', WideBox))
  afterEach(() => {
    vi.unstubAllGlobals()
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
      ['Jan', '1,200', '40 %'],
      ['Feb', '1,800', '55 %'],
      ['Mar', '1,500', '70 %'],
    ])
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Jan')
    // the drawing is hidden from screen readers; only the table and the focusable plot are in the tree
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('moves the highlighted month with the arrow keys and shows its formatted values', async () => {
    const user = userEvent.setup()
    render(<Chart />)
    const plot = screen.getByRole('slider', { name: /^Visits and sales: use the left and right arrow keys/ })
    expect(within(plot).queryByText('1,200')).not.toBeInTheDocument()
    await user.tab()
    expect(plot).toHaveFocus()
    // focusing shows the first month; each series' value in its own format
    expect(plot).toHaveAttribute('aria-valuetext', 'Jan: Visits 1,200, Sales 40 %')
    expect(within(plot).getByText('Jan')).toBeVisible()
    expect(within(plot).getByText('1,200')).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(within(plot).getByText('Feb')).toBeVisible()
    expect(within(plot).getByText('1,800')).toBeVisible()
    expect(within(plot).getByText('55 %')).toBeVisible()
    expect(plot).toHaveAttribute('aria-valuenow', '2')
    // the last month stays the last
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(plot).getByText('Mar')).toBeVisible()
    await user.keyboard('{ArrowLeft}')
    expect(within(plot).getByText('Feb')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(within(plot).queryByText('Feb')).not.toBeInTheDocument()
  })

  it('mirrors in RTL: the first month on the right, the value axis on the right, arrows reversed', async () => {
    const user = userEvent.setup()
    const { container } = render(<Chart />)
    const figure = container.querySelector('figure')!
    expect(labelX(figure, 'Jan')).toBeLessThan(labelX(figure, 'Mar'))
    // the value axis' top label (2,000) left of the plot, the secondary axis' (80 %) right of it
    expect(labelX(figure, '2,000')).toBeLessThan(labelX(figure, 'Jan'))
    expect(labelX(figure, '80 %')).toBeGreaterThan(labelX(figure, 'Mar'))

    act(() => setLayout({ isRTL: true }))
    expect(labelX(figure, 'Jan')).toBeGreaterThan(labelX(figure, 'Mar'))
    expect(labelX(figure, '2,000')).toBeGreaterThan(labelX(figure, 'Jan'))
    expect(labelX(figure, '80 %')).toBeLessThan(labelX(figure, 'Mar'))
    const plot = screen.getByRole('slider')
    // focus starts at the first month, at the right end; Left moves on to later months
    await user.tab()
    expect(within(plot).getByText('Jan')).toBeVisible()
    await user.keyboard('{ArrowLeft}')
    expect(within(plot).getByText('Feb')).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(within(plot).getByText('Jan')).toBeVisible()
  })
})

describe('GaugeChart', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', WideBox))
  afterEach(() => {
    vi.unstubAllGlobals()
    act(() => setLayout({ isRTL: false }))
  })

  const gauge = () => (
    <GaugeChart title="Tickets done" label="Completed" value={75} formatValue={(value) => `${value} %`} />
  )
  // where the value arc starts and ends: "M x,y A r,r 0 large sweep x,y"
  const arc = (container: HTMLElement) => {
    const d = container.querySelector('[data-gauge="value"]')?.getAttribute('d') ?? ''
    const [x0, , , , , , sweep, x1] = d.match(/-?[\d.]+/g)?.map(Number) ?? []
    return { x0, sweep, x1 }
  }

  it('fills clockwise from the bottom left, and anticlockwise from the bottom right in RTL', () => {
    const { container } = render(gauge())
    expect(screen.getByRole('figure', { name: 'Tickets done' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader')).toHaveTextContent('75 %')
    const ltr = arc(container)
    // three quarters of 270° from the bottom left end past the top, on the right
    expect(ltr.x0).toBeLessThan(300)
    expect(ltr.x1).toBeGreaterThan(300)
    expect(ltr.sweep).toBe(1)
    act(() => setLayout({ isRTL: true }))
    const rtl = arc(container)
    expect(rtl.x0).toBeCloseTo(600 - (ltr.x0 ?? 0))
    expect(rtl.x1).toBeCloseTo(600 - (ltr.x1 ?? 0))
    expect(rtl.sweep).toBe(0)
  })
})
