import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import dataTable from '@/i18n/locales/en/dataTable.json'
import dataTableDe from '@/i18n/locales/de/dataTable.json'
import { initTestI18n, withLanguage } from '@/test/i18n'
import { captureDownloads, csvTextOf } from '@/test/downloads'
import { Button } from '@/components/ui/button'
import { DataTable, type DataTableProps } from './data-table'
import { createDataTableColumnHelper } from './features'
import { selectColumn } from './select-column'
import type { DataTableState } from './types'

const i18n = initTestI18n({ dataTable })
i18n.addResourceBundle('de', 'dataTable', dataTableDe)

interface Potter {
  id: number
  name: string
  city: string
  pieces: number
}

const potters: Potter[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Potter ${String(index + 1).padStart(2, '0')}`,
  city: index === 0 ? 'Porto, "Norte"' : index % 2 ? 'Lyon' : 'Graz',
  pieces: (index * 7) % 23,
}))

const col = createDataTableColumnHelper<Potter>()
const columns = [
  selectColumn<Potter>((row) => row.name),
  col.accessor('name', { header: 'Name', meta: { label: 'Name' } }),
  col.accessor('city', { header: 'City', meta: { label: 'City' } }),
  col.accessor('pieces', { header: 'Pieces', meta: { label: 'Pieces', align: 'end' } }),
]

const initial: DataTableState = { pageIndex: 0, pageSize: 10, search: '', sort: null }

const potterId = (row: Potter) => String(row.id)
const archiveAction = (rows: Potter[]) => <Button size="sm">Archive {rows.length}</Button>

function Harness(props: Partial<DataTableProps<Potter>>) {
  const [state, setState] = useState(initial)
  return (
    <DataTable
      caption="Potters"
      columns={columns}
      data={potters}
      getRowId={potterId}
      state={state}
      onStateChange={setState}
      exportFileName="potters"
      bulkActions={archiveAction}
      {...props}
    />
  )
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Potters' }))
    .getAllByRole('row')
    .slice(1)
/**
 * `count` potters named P0, P1, … for a long (virtualised) table. jsdom has no layout, so the scroll region is given
 * a height for the test, and the virtualiser has a window to fill.
 */
function longTable(count: number): Potter[] {
  const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600)
  onTestFinished(() => height.mockRestore())
  return Array.from({ length: count }, (_, index) => ({ ...potters[0], id: index + 1, name: `P${index}` }))
}

const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)

// a shared 2-core machine makes Radix and user-event clicks slow
describe('DataTable', { timeout: 20_000 }, () => {
  it('sorts by a header button and says so with aria-sort, from the keyboard too', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const header = screen.getByRole('columnheader', { name: /Pieces/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await user.click(within(header).getByRole('button', { name: /Pieces/ }))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(within(bodyRows()[0]).getAllByRole('cell')[3]).toHaveTextContent('0')
    within(header).getByRole('button').focus()
    await user.keyboard('{Enter}')
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(within(bodyRows()[0]).getAllByRole('cell')[3]).toHaveTextContent('22')
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none')
  })

  it('pages with named buttons and tells which rows are shown', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument()
    expect(firstCells()[0]).toBe('Potter 11')
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'First page' }))
    expect(firstCells()[0]).toBe('Potter 01')
  })

  it('changes the page size and goes back to the first page', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
    await user.click(await screen.findByRole('option', { name: '25' }))
    expect(screen.getByText('Showing 1–23 of 23')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(23)
  })

  it('searches the rows after typing pauses and says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'graz')
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 11')).toBeInTheDocument())
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nowhere')
    await waitFor(() => expect(screen.getByText('No rows match “nowhere”.')).toBeInTheDocument())
  })

  it('selects rows, shows the bulk bar with the page actions, and clears', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 02' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 03' }))
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
    expect(all).toBePartiallyChecked()
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected rows' })
    expect(within(bar).getByText('2 selected')).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Archive 2' })).toBeInTheDocument()
    await user.click(all)
    expect(within(bar).getByText('10 selected')).toBeInTheDocument()
    expect(all).toBeChecked()
    // the selection outlives paging
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 11' }))
    expect(within(bar).getByText('11 selected')).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).not.toBeInTheDocument()
  })

  describe('CSV export', () => {
    const saved = captureDownloads()
    const csv = () => csvTextOf(saved[0])

    it('exports the selected rows of the visible data columns, quoted', async () => {
      const user = userEvent.setup()
      render(<Harness />)
      await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 01' }))
      await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 02' }))
      await user.click(screen.getByRole('button', { name: 'Export selected' }))
      expect(await csv()).toBe('Name,City,Pieces\r\nPotter 01,"Porto, ""Norte""",0\r\nPotter 02,Lyon,7\r\n')
    })

    it('exports every row the search kept when nothing is selected, without hidden columns', async () => {
      const user = userEvent.setup()
      render(<Harness state={{ ...initial, search: 'lyon' }} onStateChange={() => {}} />)
      await user.click(screen.getByRole('button', { name: 'Show or hide columns' }))
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Pieces' }))
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('columnheader', { name: /Pieces/ })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Export CSV' }))
      const lines = (await csv()).trimEnd().split('\r\n')
      expect(lines[0]).toBe('Name,City')
      expect(lines).toHaveLength(12)
      expect(lines.slice(1).every((line) => line.endsWith(',Lyon'))).toBe(true)
    })
  })

  describe('server export', () => {
    const saved = captureDownloads()
    const lyon = potters.filter((row) => row.city === 'Lyon')
    /** The "back end": Lyon's potters, five a page; a page waits for `release` when `hold` is set. */
    function source(hold?: Promise<void>) {
      const asked: number[] = []
      return {
        asked,
        perPage: 5,
        fetchPage: async (page: number, perPage: number, signal: AbortSignal) => {
          asked.push(page)
          if (page > 1 && hold) await hold
          signal.throwIfAborted()
          return { rows: lyon.slice((page - 1) * perPage, page * perPage), total: lyon.length }
        },
      }
    }
    const server = { mode: 'server' as const, data: lyon.slice(0, 10), total: lyon.length }

    it('shows how many rows are in while the pages load, and Cancel stops the export', async () => {
      const user = userEvent.setup()
      let release = () => {}
      const pages = source(new Promise<void>((resolve) => (release = resolve)))
      render(<Harness {...server} serverExport={pages} />)
      await user.click(screen.getByRole('button', { name: 'Export CSV' }))
      const bar = await screen.findByRole('progressbar', { name: 'Export progress' })
      expect(bar).toHaveAttribute('aria-valuetext', `5 of ${lyon.length} rows`)
      await user.click(screen.getByRole('button', { name: 'Cancel export' }))
      release()
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
      expect(saved).toHaveLength(0)
      expect(pages.asked).toEqual([1, 2])
    })

    it('copies every matching row as tab-separated lines', async () => {
      const user = userEvent.setup()
      render(<Harness {...server} serverExport={source()} />)
      await user.click(screen.getByRole('button', { name: 'Copy' }))
      await waitFor(async () =>
        expect((await navigator.clipboard.readText()).split('\n')).toHaveLength(lyon.length + 1),
      )
      const [header, first] = (await navigator.clipboard.readText()).split('\n')
      expect(header).toBe('Name\tCity\tPieces')
      expect(first).toBe(`${lyon[0].name}\tLyon\t${lyon[0].pieces}`)
    })

    it('prints every matching row in a sheet of its own, gone once the print dialog closes', async () => {
      const user = userEvent.setup()
      const print = vi.fn()
      window.print = print
      render(<Harness {...server} serverExport={source()} />)
      await user.click(screen.getByRole('button', { name: 'Print' }))
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
      const sheet = document.querySelector('[data-print-sheet]')!
      expect(within(sheet as HTMLElement).getAllByRole('row', { hidden: true })).toHaveLength(lyon.length + 1)
      window.dispatchEvent(new Event('afterprint'))
      await waitFor(() => expect(document.querySelector('[data-print-sheet]')).toBeNull())
    })
  })

  it('names the checkboxes in the new language after a switch, in a long table too', async () => {
    const many = longTable(2000)
    render(<Harness data={many} state={{ ...initial, pageSize: 0 }} onStateChange={() => {}} />)
    await screen.findByRole('checkbox', { name: 'Select row P0' })
    // the drawn rows are memoised: they take the names from the table, which translates them once
    await withLanguage(i18n, 'de', () => {
      expect(screen.getByRole('checkbox', { name: 'Zeile P0 auswählen' })).toBeInTheDocument()
      expect(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' })).toBeInTheDocument()
      expect(screen.queryByRole('checkbox', { name: 'Select row P0' })).not.toBeInTheDocument()
    })
  })

  it('shows skeleton rows while loading, marked busy', () => {
    render(<Harness isLoading data={[]} />)
    expect(screen.getByRole('table', { name: 'Potters' })).toHaveAttribute('aria-busy', 'true')
    expect(bodyRows()).toHaveLength(10)
  })

  it('keeps the previous rows while the next page loads, marked busy, and says when they are current', () => {
    const { rerender } = render(<Harness isUpdating />)
    const table = screen.getByRole('table', { name: 'Potters' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(bodyRows().length).toBeGreaterThan(0)
    rerender(<Harness />)
    expect(table).not.toHaveAttribute('aria-busy')
  })

  it('shows an empty state', () => {
    render(<Harness data={[]} />)
    expect(screen.getByText('No rows to show.')).toBeInTheDocument()
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument()
  })

  it('shows an error with a Retry button that calls back', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<Harness isError onRetry={onRetry} data={[]} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The rows could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the server page as sent, with the total from the reply', async () => {
    const user = userEvent.setup()
    const onStateChange = vi.fn()
    render(
      <Harness
        mode="server"
        total={230}
        data={potters.slice(0, 10)}
        state={{ ...initial, pageIndex: 4 }}
        onStateChange={onStateChange}
      />,
    )
    expect(screen.getByText('Showing 41–50 of 230')).toBeInTheDocument()
    expect(firstCells()[0]).toBe('Potter 01')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onStateChange).toHaveBeenLastCalledWith({ ...initial, pageIndex: 5 })
    await user.click(screen.getByRole('button', { name: /Pieces/ }))
    expect(onStateChange).toHaveBeenLastCalledWith({
      ...initial,
      pageIndex: 0,
      sort: { id: 'pieces', desc: false },
    })
  })

  it('does not draw its rows again when the page around it renders for something else', async () => {
    let drawn = 0
    const counted = [
      ...columns,
      col.display({
        id: 'drawn',
        header: 'Drawn',
        cell: () => {
          drawn += 1
          return null
        },
      }),
    ]
    function Page() {
      const [opened, setOpened] = useState(0)
      const [state, setState] = useState(initial)
      return (
        <>
          <Button onClick={() => setOpened(opened + 1)}>Opened {opened}</Button>
          <Harness columns={counted} state={state} onStateChange={setState} />
        </>
      )
    }
    const user = userEvent.setup()
    render(<Page />)
    const first = drawn
    await user.click(screen.getByRole('button', { name: 'Opened 0' }))
    expect(screen.getByRole('button', { name: 'Opened 1' })).toBeInTheDocument()
    expect(drawn).toBe(first)
    // what the rows show still draws them: a ticked row, a sort
    await user.click(screen.getByRole('checkbox', { name: 'Select row Potter 02' }))
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: /^Name/ }))
    expect(firstCells()[0]).toBe('Potter 01')
    await user.click(screen.getByRole('button', { name: /^Name/ }))
    expect(firstCells()[0]).toBe('Potter 23')
  })

  it('renders only the rows in view above the threshold, with row count and indexes', async () => {
    const many = longTable(5000)
    render(<Harness data={many} state={{ ...initial, pageSize: 0 }} onStateChange={() => {}} />)
    const table = screen.getByRole('table', { name: 'Potters' })
    expect(table).toHaveAttribute('aria-rowcount', '5001')
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5))
    expect(bodyRows().length).toBeLessThan(100)
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2')
  })

  it('shows a drawn row of a long table as selected when it is ticked, and every drawn row when all are', async () => {
    const many = longTable(5000)
    function Selecting() {
      const [state, setState] = useState<DataTableState>({ ...initial, pageSize: 0 })
      return <Harness data={many} state={state} onStateChange={setState} />
    }
    const user = userEvent.setup()
    render(<Selecting />)
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5))
    await user.click(screen.getByRole('checkbox', { name: 'Select row P1' }))
    expect(screen.getByRole('checkbox', { name: 'Select row P1' })).toBeChecked()
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true')
    expect(bodyRows()[0]).not.toHaveAttribute('aria-selected')
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    for (const row of bodyRows()) expect(row).toHaveAttribute('aria-selected', 'true')
  })
})
