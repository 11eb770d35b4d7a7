import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dataTable from '@/i18n/locales/en/dataTable.json'
import { enumParam } from '@/lib/url-state/params'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { DataTable } from './data-table'
import { createDataTableColumnHelper } from './features'
import { ALL_ROWS } from './types'
import { tableUrlFields } from './url-fields'
import { useTableUrlState } from './url-state'

initTestI18n({ dataTable })

interface Kiln {
  id: number
  name: string
  kind: 'gas' | 'wood'
}

const kilns: Kiln[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Kiln ${String(index + 1).padStart(2, '0')}`,
  kind: index % 3 ? 'gas' : 'wood',
}))
const col = createDataTableColumnHelper<Kiln>()
const columns = [
  col.accessor('name', { header: 'Name', meta: { label: 'Name' } }),
  col.accessor('kind', { header: 'Kind', meta: { label: 'Kind' }, enableSorting: false }),
]
const PAGE_SIZES = [10, 25, ALL_ROWS]
/** The table's part and a filter of the screen's own, as the invoice and user lists have. */
const fields = {
  ...tableUrlFields({ pageSizes: PAGE_SIZES, defaultPageSize: 10, sortColumns: ['name'] }),
  kind: enumParam(['gas', 'wood']),
}

function KilnList() {
  const { search, setSearch, table, setTable } = useTableUrlState(fields)
  return (
    <>
      <button type="button" onClick={() => setSearch({ kind: 'wood', page: 1 })}>
        Wood only
      </button>
      <DataTable
        caption="Kilns"
        columns={columns}
        data={search.kind ? kilns.filter((kiln) => kiln.kind === search.kind) : kilns}
        getRowId={(row) => String(row.id)}
        state={table}
        onStateChange={setTable}
        pageSizes={PAGE_SIZES}
      />
    </>
  )
}

/** The list in a router at `url` (the test back end answers nothing here: the rows are the page's own). */
async function renderAt(url: string) {
  const { router } = await renderWithApi(<KilnList />, { route: url })
  return router!
}

const names = () =>
  within(screen.getByRole('table', { name: 'Kilns' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)

describe('useTableUrlState', { timeout: 20_000 }, () => {
  it('writes sort, page and the screen’s filter to the URL, defaults left out, and Back steps through them', async () => {
    const user = userEvent.setup()
    const router = await renderAt('/kilns')
    const url = () => router.state.location.searchStr
    const header = await screen.findByRole('columnheader', { name: /Name/ })
    await user.click(within(header).getByRole('button', { name: /Name/ }))
    await user.click(within(header).getByRole('button', { name: /Name/ }))
    await waitFor(() => expect(url()).toBe('?sortColumn=name&sort=desc'))
    expect(names()[0]).toBe('Kiln 30')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(url()).toBe('?sortColumn=name&sort=desc&page=2'))
    expect(names()[0]).toBe('Kiln 20')
    await user.click(screen.getByRole('button', { name: 'Wood only' }))
    await waitFor(() => expect(url()).toBe('?sortColumn=name&sort=desc&kind=wood'))
    expect(names()).toEqual(
      ['Kiln 28', 'Kiln 25', 'Kiln 22', 'Kiln 19', 'Kiln 16', 'Kiln 13', 'Kiln 10'].concat([
        'Kiln 07',
        'Kiln 04',
        'Kiln 01',
      ]),
    )

    router.history.back()
    await waitFor(() => expect(names()[0]).toBe('Kiln 20'))
  })

  it('opens a hand-edited link with what it can use: every row, no sort, page 1', async () => {
    const router = await renderAt(
      '/kilns?perPage=all&sortColumn=bogus&sort=desc&page=abc&kind=clay&other=kept',
    )
    expect(await screen.findAllByRole('row')).toHaveLength(31)
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(screen.getByRole('button', { name: 'Wood only' }))
    // what the list could not use is gone on the first write; what its fields do not name stays
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        perPage: ALL_ROWS,
        sort: 'desc',
        kind: 'wood',
        other: 'kept',
      }),
    )
  })
})
